"""Compare the catalog with upstream source: what disappeared, what moved, what is thrown but not catalogued.

The upstream tree is either a checkout (TypeScript and JavaScript files under a directory) or an unpacked npm
package, whose ``dist/**/*.map`` source maps carry the original files in ``sourcesContent``. Either way each
file gets its repository path (``packages/core/src/workspace/errors.ts``), the form catalog ``sources`` use: a
package's ``sources`` are resolved against the map's folder and put under the package.json
``repository.directory``; a checkout is placed by its package.json, else by which prefix turns most of its paths
into catalog paths (so the repository root, one package or a bare ``src`` folder all work). A package that
publishes only compiled JavaScript, with maps that name their source but carry no ``sourcesContent``
(``@daytonaio/sdk``), is read at its sources' repository paths, each compiled piece placed at the line its map
names (:mod:`._sourcemap`).

How messages are found
----------------------

A small tokenizer reads each file: comments, strings, template literals (nested ``${...}`` included),
regular-expression literals (told from division by the token before them), identifiers and punctuation. On the
tokens it recognises:

- ``new X(<first argument>)``, thrown or not, when ``X`` is an error class (``Error``, any name ending in
  ``Error``/``Exception``, or a class of the tree that extends one) or the expression is thrown;
- ``super(<first argument>)`` in the constructor of an error class.

A first argument yields a message when it is a string or template literal, a ``+`` concatenation with at least
one literal operand (other operands become placeholders), a ``??``/``||`` fallback whose right side is one of
those (the default message), or a ternary whose branches are (one message per branch).

Error classes are resolved across the tree: a class whose constructor calls ``super`` with a literal has a fixed
template, and every ``new`` of it (or of a subclass) is an occurrence of that template at the call site, since
that is where the message is raised (``throw new IsolationUnavailableError('seatbelt', ...)``). A ``super(message
?? 'default')`` class yields its default where it is constructed without a literal. A class the tree does not
define (a provider package throwing core's ``SandboxNotReadyError``) takes its template from the catalog entry
that pins ``<class>.constructor``. Every other string literal is recorded as a plain occurrence, so a template
that is built into a variable first still "appears"; and a literal that holds code which throws (a stub a
deployer writes out) is read as code, at the literal's lines.

What a regex-level extractor cannot see
---------------------------------------

Messages assembled at run time (``throw new Error(msg)`` where ``msg`` is computed, ``[a, b].join(' ')``,
helpers that build and return errors from parameters), messages carried in object properties
(``new MastraError({ text })``) or set after construction (``this.message = ...``), imports that rename a class
(classes are matched by their local name, tree-wide), and two classes of one name in different files (the one in
the same file wins, else the first). It does not follow types, so it cannot tell which of several classes of one
name a call means, nor whether a ``new`` is ever thrown. Thrown expressions it cannot read are listed as
``unreadable`` for the covered files. The tokenizer does not parse JSX text, so an apostrophe in JSX text can
hide literals until the end of that line. Test files (``*.test.*``, ``*.spec.*``, ``__tests__``), declaration
files and ``node_modules``/``dist`` are not scanned.

Hostile trees
-------------

A package folder is not trusted. Every file is read through the bounded reader (``errors._safe_read``): a FIFO, a
device, a file over the size caps of ``_tree`` or a source map that is not JSON of the expected shape is not
read, and is listed in the report's ``skipped`` with the reason; so is a file whose brackets or template
literals nest deeper than ``_keys.MAX_NESTING``. The tokenizer and the extractor are iterative (a bracket knows
its partner, calls longer than ``_extract.MAX_CALL_TOKENS`` tokens are not read), so their cost does not grow
with nesting. A tree with more source than any package (``_tree.TREE_LIMIT``) is refused.

Comparison
----------

Only entries with a source in the tree are compared (same repository when the tree names one; for a package,
its ``release`` names the package or its path lies under the package's directory; for a checkout, its path lies
under a package directory the checkout holds), and only those sources of theirs.

A template is compared as a sequence of literal text (JavaScript escapes resolved, so ``'it\\'s'`` equals
``"it's"``) and placeholder expressions (whitespace collapsed): spelling changes inside ``${...}`` are drift,
quoting and line wrapping are not. A location is in place when the entry's line falls between the start of the
throwing statement and the first line of its message (authors pin either). The expected line is ``line`` in a
checkout; in a package, the source's ````line`` when its ``release`` names the package,
otherwise there is no line to hold it to and only its file is checked.

The report: **removed** (no occurrence of any spelling of the entry anywhere in the tree; ``similar`` lists
raised messages with the same literal text but other placeholders), **moved** (the template is there, not at the
line; ``now`` is where it is, or None when the file no longer has it), **new** (raised messages in the covered
files, the files some in-scope source names, that no entry has, whatever they are about) and **unlisted**
(a catalogued template raised at a place its entry does not list).
"""

from ._extract import Occurrence, extract
from ._keys import message_key
from ._report import DriftReport, check_drift
from ._tree import DriftError, Tree, load_tree

__all__ = [
    "DriftError",
    "DriftReport",
    "Occurrence",
    "Tree",
    "check_drift",
    "extract",
    "load_tree",
    "message_key",
]
