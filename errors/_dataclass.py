"""``dataclass`` as :func:`dataclasses.dataclass` makes it, without compiling code for each class.

The standard decorator writes the source of ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` and (frozen)
``__setattr__`` / ``__delattr__`` for every class and compiles each with ``exec``: about a millisecond a class,
and the diagnose path defines some thirty (the catalog's model, the template, the matcher's records), a fifth of
a cold start. Even asked for none of them, it reads each annotation (is it a ``ClassVar``?) and sets the class up
in about a tenth of a millisecond. Here the fields are collected as it collects them, into the same
``dataclasses.Field`` records (``dataclasses.fields``, ``replace`` and ``asdict`` work as before, and the type
checker sees the standard decorator), and the methods are shared functions that read the class's field names:
the same behaviour, built in a few microseconds. ``__init__`` binds its arguments in Python, slower than the
compiled one, but catalogs read from the cache build their objects without it (errors._cache). A class may
derive from classes made here, as the standard decorator lets it (their fields first, frozen like them); one
that derives from another dataclass is left to the standard decorator, as is one with what is not supported.

Only what this package uses is supported: ``frozen`` and ``order``; fields with ``default``, ``default_factory``,
``compare``, ``repr`` and ``hash``; no ``__post_init__``, ``InitVar``, ``kw_only`` or ``slots``.
"""

from __future__ import annotations

import copy
import dataclasses
import re
import reprlib
from collections.abc import Callable
from operator import attrgetter
from typing import Any

__all__ = ["dataclass"]

# A class that defines one of these is left to the standard decorator (which keeps what a class defines itself).
_OWN = (
    "__post_init__", "__slots__", "__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__",
    "__lt__", "__le__", "__gt__", "__ge__",
)  # fmt: skip


def dataclass(cls: Any = None, /, *, frozen: bool = False, order: bool = False) -> Any:
    """:func:`dataclasses.dataclass` with ``init``, ``repr`` and ``eq`` on, for ``frozen`` and ``order``."""

    def wrap(cls: Any) -> Any:
        inherited = _inherited(cls, frozen)
        if inherited is None or any(n in vars(cls) for n in _OWN):
            return dataclasses.dataclass(frozen=frozen, order=order)(cls)
        fields = _fields(cls, inherited)
        if fields is None:
            return dataclasses.dataclass(frozen=frozen, order=order)(cls)
        cls.__dataclass_fields__ = fields
        cls.__dataclass_params__ = _params(frozen, order)
        if "__match_args__" not in vars(cls):
            setattr(cls, "__match_args__", tuple(name for name, f in fields.items() if f.init))  # noqa: B010
        _methods(cls, frozen, order)
        if not cls.__doc__:  # as dataclasses writes it: the class's name and its __init__'s parameters
            cls.__doc__ = cls.__name__ + "(" + ", ".join(map(_parameter, fields.values())) + ")"
        return cls

    return wrap if cls is None else wrap(cls)


# An annotation (a string: the modules use postponed annotations) the standard decorator reads as a class
# variable (compiled by ``re`` when an annotation first names ClassVar: few do). One that names InitVar or
# KW_ONLY is left to the standard decorator.
_CLASS_VAR = r"\s*(?:\w+\s*\.)?\s*ClassVar\b"


def _inherited(cls: Any, frozen: bool) -> dict[str, dataclasses.Field[Any]] | None:
    """The fields of the dataclasses ``cls`` derives from, as the standard decorator collects them (the
    farthest base first); None when one of them was not made here, or is frozen where ``cls`` is not or the other
    way round (the standard decorator then knows what to do, or refuses)."""
    fields: dict[str, dataclasses.Field[Any]] = {}
    for base in cls.__mro__[-1:0:-1]:
        base_fields = base.__dict__.get("__dataclass_fields__")
        if base_fields is None:  # not a dataclass (a plain class between holds its base's fields: counted there)
            continue
        params = base.__dict__.get("__dataclass_params__")
        if not any(params is made for made in _PARAMS.values()) or params.frozen != frozen:
            return None
        fields.update(base_fields)
    return fields


def _fields(cls: Any, inherited: dict[str, dataclasses.Field[Any]]) -> dict[str, dataclasses.Field[Any]] | None:
    """The class's fields as the standard decorator records them (those ``inherited``, then its own annotations,
    in order, with their defaults taken off the class as it takes them), or None when it has what is not
    supported here."""
    if "__abstractmethods__" in vars(cls):
        return None
    fields: dict[str, dataclasses.Field[Any]] = dict(inherited)
    for name, annotation in vars(cls).get("__annotations__", {}).items():
        if not isinstance(annotation, str) or ("InitVar" in annotation or "KW_ONLY" in annotation):
            return None
        if "ClassVar" in annotation and re.match(_CLASS_VAR, annotation):
            continue
        default: Any = getattr(cls, name, dataclasses.MISSING)
        f: dataclasses.Field[Any] = (
            default if isinstance(default, dataclasses.Field) else dataclasses.field(default=default)
        )
        if f.kw_only is not dataclasses.MISSING:
            return None
        if f.default.__class__.__hash__ is None:  # a mutable default: the standard decorator refuses it too
            raise ValueError(f"mutable default {type(f.default)} for field {name} is not allowed: use default_factory")
        f.name, f.type, f.kw_only = name, annotation, False
        f._field_type = dataclasses._FIELD  # type: ignore[attr-defined]  # (what marks an ordinary field)
        if isinstance(default, dataclasses.Field):
            if f.default is dataclasses.MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)
        fields[name] = f
    for name, value in vars(cls).items():
        if isinstance(value, dataclasses.Field) and name not in fields:
            raise TypeError(f"{name!r} is a field but has no type annotation")
    with_default = False
    for f in fields.values():  # as the standard decorator's __init__ would not compile
        if f.init:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING and with_default:
                raise TypeError(f"non-default argument {f.name!r} follows default argument")
            with_default |= f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
    return fields


# (made without methods: the standard decorator would compile an __init__, __repr__ and __eq__ for it)
@dataclasses.dataclass(init=False, repr=False, eq=False)
class _Plain:
    """What dataclasses.dataclass records of a class (its ``__dataclass_params__``), to copy."""


_PARAMS: dict[tuple[bool, bool], Any] = {}


def _params(frozen: bool, order: bool) -> Any:
    """The ``__dataclass_params__`` the standard decorator would record (one shared per kind: nothing changes
    them)."""
    params = _PARAMS.get((frozen, order))
    if params is None:
        params = _PARAMS[frozen, order] = copy.copy(_Plain.__dataclass_params__)  # type: ignore[attr-defined]
        params.init = params.repr = params.eq = True
        params.frozen, params.order = frozen, order
    return params


def _parameter(f: dataclasses.Field[Any]) -> str:
    default = "" if f.default is dataclasses.MISSING else f" = {f.default!r}"
    return f"{f.name}: {f.type!r}" + (" = <factory>" if f.default_factory is not dataclasses.MISSING else default)


def _getter(names: tuple[str, ...]) -> Callable[[Any], Any]:
    """The values of these fields, as a tuple (attrgetter of one name gives the bare value)."""
    if not names:
        return lambda _obj: ()
    get = attrgetter(*names)
    if len(names) == 1:
        return lambda obj: (get(obj),)
    return get


def _methods(cls: Any, frozen: bool, order: bool) -> None:
    fields = tuple(cls.__dataclass_fields__.values())
    qualname = cls.__qualname__
    shown = tuple(f.name for f in fields if f.repr)
    compared = _getter(tuple(f.name for f in fields if f.compare))
    hashed = _getter(tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash)))
    by_position = tuple(f for f in fields if f.init)
    init_names = frozenset(f.name for f in by_position)
    later = tuple(f for f in fields if not f.init)
    missing = dataclasses.MISSING
    setter = object.__setattr__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if len(args) > len(by_position):
            raise TypeError(
                f"{qualname}.__init__() takes {len(by_position) + 1} positional arguments but {len(args) + 1} were "
                "given"
            )
        for name in kwargs:
            if name not in init_names:
                raise TypeError(f"{qualname}.__init__() got an unexpected keyword argument {name!r}")
        for i, f in enumerate(by_position):
            if i < len(args):
                if f.name in kwargs:
                    raise TypeError(f"{qualname}.__init__() got multiple values for argument {f.name!r}")
                value = args[i]
            elif f.name in kwargs:
                value = kwargs[f.name]
            elif f.default is not missing:
                value = f.default
            elif f.default_factory is not missing:
                value = f.default_factory()
            else:
                raise TypeError(f"{qualname}.__init__() missing 1 required positional argument: {f.name!r}")
            setter(self, f.name, value)
        for f in later:
            if f.default is not missing:
                setter(self, f.name, f.default)
            elif f.default_factory is not missing:
                setter(self, f.name, f.default_factory())

    @reprlib.recursive_repr()
    def __repr__(self: Any) -> str:
        return f"{type(self).__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in shown)})"

    def __eq__(self: Any, other: object) -> Any:
        if other.__class__ is self.__class__:
            return compared(self) == compared(other)
        return NotImplemented

    methods: dict[str, Any] = {"__init__": __init__, "__repr__": __repr__, "__eq__": __eq__}
    if order:

        def comparison(test: Callable[[Any, Any], Any]) -> Callable[[Any, object], Any]:
            def compare(self: Any, other: object) -> Any:
                if other.__class__ is self.__class__:
                    return test(compared(self), compared(other))
                return NotImplemented

            return compare

        methods |= {
            "__lt__": comparison(lambda a, b: a < b),
            "__le__": comparison(lambda a, b: a <= b),
            "__gt__": comparison(lambda a, b: a > b),
            "__ge__": comparison(lambda a, b: a >= b),
        }
    if frozen:
        names = frozenset(f.name for f in fields)

        def __setattr__(self: Any, name: str, value: Any) -> None:
            if type(self) is cls or name in names:
                raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self: Any, name: str) -> None:
            if type(self) is cls or name in names:
                raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
            super(cls, self).__delattr__(name)

        def __hash__(self: Any) -> int:
            return hash(hashed(self))

        methods |= {"__setattr__": __setattr__, "__delattr__": __delattr__, "__hash__": __hash__}
    else:
        methods["__hash__"] = None  # eq without frozen: unhashable, as dataclasses makes it
    for name, method in methods.items():
        if method is not None:
            method.__qualname__ = f"{qualname}.{name}"
        setattr(cls, name, method)
