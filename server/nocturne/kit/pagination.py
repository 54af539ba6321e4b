"""One page shape for every list endpoint: items, total, page and page size; `?page=&pageSize=`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Generic, TypeVar

from fastapi import Depends, Query
from sqlalchemy import Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.kit.schemas import Schema

T = TypeVar("T")

DEFAULT_PAGE_SIZE = 24
MAX_PAGE_SIZE = 100
MAX_PAGE = 100_000


class Page(Schema, Generic[T]):
    """A page of a list. Subclass it per item type (`class CharacterPage(Page[CharacterSummary])`) so the
    OpenAPI schema, and the web client's types, get a readable name."""

    items: list[T]
    total: int
    page: int
    page_size: int


@dataclass(frozen=True)
class PageParams:
    page: int = 1
    page_size: int = DEFAULT_PAGE_SIZE

    @property
    def offset(self) -> int:
        return (self.page - 1) * self.page_size


def page_query(default_size: int = DEFAULT_PAGE_SIZE) -> Callable[..., PageParams]:
    """The `?page=&pageSize=` dependency of a list with its own default page size:
    `Annotated[PageParams, Depends(page_query(50))]`."""

    def page_params(
        page: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 1,
        page_size: Annotated[int, Query(alias="pageSize", ge=1, le=MAX_PAGE_SIZE)] = default_size,
    ) -> PageParams:
        return PageParams(page, page_size)

    return page_params


PageDep = Annotated[PageParams, Depends(page_query())]


async def paginate(db: AsyncSession, statement: Select[Any], params: PageParams) -> tuple[list[Any], int]:
    """One page of rows of an ordered statement, and the count of all rows it selects."""
    total = await db.scalar(select(func.count()).select_from(statement.order_by(None).subquery()))
    rows = await db.scalars(statement.limit(params.page_size).offset(params.offset))
    return list(rows.all()), int(total or 0)
