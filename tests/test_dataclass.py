"""errors._dataclass makes the classes dataclasses.dataclass makes: every behaviour the package uses, compared."""

from __future__ import annotations

import copy
import dataclasses
import functools
import pickle
from collections.abc import Callable
from typing import Any, ClassVar

import pytest

from errors._dataclass import dataclass as fast_dataclass


def _classes(decorate: Any) -> tuple[Any, Any, Any]:
    @decorate(frozen=True, order=True)
    class Point:
        x: int
        label: str = "p"
        kind: ClassVar[str] = "point"
        tags: tuple[str, ...] = dataclasses.field(default_factory=tuple, compare=False)
        _memo: list[int] = dataclasses.field(default_factory=list, compare=False, repr=False)

    @decorate(frozen=True)
    class Located(Point):  # derives from a dataclass: its fields first
        where: str = ""

    @decorate
    class Mutable:
        """Documented."""

        n: int
        items: list[int] = dataclasses.field(default_factory=list)

    return Point, Located, Mutable


def _outcome(run: Callable[[], Any]) -> Any:
    try:
        return ("value", run())
    except Exception as exc:  # the kind of error is what is compared
        return ("error", type(exc).__name__)


def _behaviour(decorate: Any) -> list[Any]:
    Point, Located, Mutable = _classes(decorate)
    p, q = Point(1), Point(1, "p", ("t",))
    checks: list[Callable[[], Any]] = [
        lambda: repr(p),
        lambda: (p == q, p != Point(2), p == (1, "p"), hash(p) == hash(q)),
        lambda: (Point(1) < Point(2), Point(2) <= Point(1), sorted([Point(3), Point(1)])[0].x),
        lambda: repr(dataclasses.replace(p, label="r")),
        lambda: dataclasses.asdict(q),
        lambda: (pickle.loads(pickle.dumps(q)) == q, copy.deepcopy(q) == q, copy.copy(q).tags),
        lambda: [f.name for f in dataclasses.fields(Point)],
        lambda: [
            (f.name, f.type, f.default, f.default_factory, f.init, f.repr, f.hash, f.compare, f.kw_only, f.metadata)
            for cls in (Point, Mutable)
            for f in dataclasses.fields(cls)
        ],
        lambda: (Point.label, Point.kind, hasattr(Point, "x"), hasattr(Point, "tags"), Mutable.__match_args__),
        lambda: (Point.__match_args__, Point.__doc__, Mutable.__doc__),
        lambda: (repr(Located(1, where="w")), Located(1) == Point(1), Located(1) == Located(1, "p")),
        lambda: ([f.name for f in dataclasses.fields(Located)], Located.__match_args__, Located.label),
        lambda: (hash(Located(1)) == hash(Located(1)), hash(Located(1)) == hash(Located(2)), Located(2) < Located(3)),
        lambda: setattr(Located(1), "where", "x"),
        lambda: (Mutable(1) == Mutable(1), Mutable.__hash__, Mutable(1).items is not Mutable(1).items),
        lambda: Point(),
        lambda: Point(1, "a", (), [], 5),
        lambda: Point(1, x=2),
        lambda: Point(1, other=2),
        lambda: setattr(p, "x", 2),
        lambda: delattr(p, "x"),
        lambda: hash(Mutable(1)),
    ]
    m = Mutable(1)
    m.n = 5
    params = Point.__dataclass_params__
    return [_outcome(c) for c in checks] + [m.n, (params.init, params.repr, params.eq, params.frozen, params.order)]


def test_the_classes_behave_as_the_standard_decorator_makes_them() -> None:
    assert _behaviour(fast_dataclass) == _behaviour(dataclasses.dataclass)


def test_what_the_standard_decorator_refuses_is_refused() -> None:
    def mutable_default(decorate: Any) -> Any:
        class Bad:
            items: list[int] = []  # noqa: RUF012

        return decorate(Bad)

    def unannotated_field(decorate: Any) -> Any:
        class Bad:
            n: int
            m = dataclasses.field(default=1)

        return decorate(Bad)

    def default_first(decorate: Any) -> Any:
        class Bad:
            n: int = 1
            m: int

        return decorate(Bad)

    def default_inherited_first(decorate: Any) -> Any:
        @decorate
        class Base:
            n: int = 1

        class Bad(Base):
            m: int

        return decorate(Bad)

    def frozen_from_mutable(decorate: Any) -> Any:
        @decorate
        class Base:
            n: int

        class Bad(Base):
            m: int = 0

        return decorate(frozen=True)(Bad)

    for make in (mutable_default, unannotated_field, default_first, default_inherited_first, frozen_from_mutable):
        ours = _outcome(functools.partial(make, fast_dataclass))
        assert ours == _outcome(functools.partial(make, dataclasses.dataclass)) and ours[0] == "error"


def test_a_class_deriving_from_one_made_here_is_made_here_too() -> None:
    # (the standard decorator compiles its methods from source, "<string>": a millisecond a class at start-up)
    _, Located, _ = _classes(fast_dataclass)
    assert Located.__init__.__code__.co_filename == fast_dataclass.__code__.co_filename


def test_a_class_defining_its_own_methods_is_left_to_the_standard_decorator() -> None:
    class Own:
        n: int

        def __repr__(self) -> str:
            return "own"

    made: Any = fast_dataclass(frozen=True)(Own)  # (typed Any: the modules show mypy the standard decorator)
    assert repr(made(1)) == "own" and made(1) == made(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made(1).n = 2
