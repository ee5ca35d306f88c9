import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { EntitySchema } from '../../schema/types.ts';
import { toApiError, type EntityApi, type ListQuery, type Row } from '../api.ts';
import type { LoadState } from './MetaStore.ts';

/** SPEC: the default list page size is 10. */
export const DEFAULT_PAGE_SIZE = 10;

export type ListStoreOptions = {
  perPage?: number;
  /** Equality filters sent with every page request. */
  filters?: ListQuery['filters'];
};

/** One page of an entity list, fetched from the server (paging, search and sort happen there). */
export class ListStore {
  rows: Row[] = [];
  total = 0;
  /** 1-based. */
  page = 1;
  perPage: number;
  search = '';
  /** A field name, or -Field for descending; '' means the schema's default sort. */
  sort: string;
  state: LoadState = 'idle';
  error: string | null = null;
  /** True once a page has arrived (so an empty grid can say "no records" rather than nothing). */
  loadedOnce = false;
  /** The user's choices in the list's filters (x-entity.listFilters): field to value; absent is "all". */
  choices: Record<string, string | number | boolean> = {};

  readonly entity: string;
  private readonly api: EntityApi;
  private readonly filters: ListQuery['filters'];
  private requestSeq = 0;

  constructor(api: EntityApi, schema: EntitySchema, options: ListStoreOptions = {}) {
    this.api = api;
    this.entity = schema['x-entity'].name;
    this.perPage = options.perPage ?? DEFAULT_PAGE_SIZE;
    this.filters = options.filters;
    const defaultSort = schema['x-entity'].defaultSort;
    this.sort = typeof defaultSort === 'string' ? defaultSort : '';
    makeAutoObservable<ListStore, 'api' | 'filters' | 'requestSeq'>(this, {
      entity: false,
      // Rows stay plain objects: the grid reads them, nobody edits them in place.
      rows: observableRef,
      api: false,
      filters: false,
      requestSeq: false,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.perPage));
  }

  get query(): ListQuery {
    return {
      page: this.page,
      perPage: this.perPage,
      search: this.search.trim() || undefined,
      sort: this.sort || undefined,
      filters: Object.keys(this.choices).length > 0 ? { ...this.filters, ...this.choices } : this.filters,
    };
  }

  /** Narrows the list by one filter's value (undefined: all), from the first page. */
  setChoice(field: string, value: string | number | boolean | undefined): Promise<void> {
    const { [field]: _dropped, ...rest } = this.choices;
    this.choices = value === undefined ? rest : { ...rest, [field]: value };
    this.page = 1;
    return this.load();
  }

  /** Fetches the current page; an answer to an older request is dropped. */
  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    this.state = 'loading';
    this.error = null;
    try {
      const result = await this.api.list(this.entity, this.query);
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        // Deleting the last row of the last page leaves us past the end: step back.
        if (result.rows.length === 0 && result.total > 0 && this.page > 1) {
          this.page = Math.ceil(result.total / this.perPage);
          void this.load();
          return;
        }
        this.rows = result.rows;
        this.total = result.total;
        this.state = 'idle';
        this.loadedOnce = true;
      });
    } catch (error) {
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.state = 'error';
        this.error = toApiError(error, 'Could not load the list.').message;
      });
    }
  }

  reload(): Promise<void> {
    return this.load();
  }

  setPage(page: number): Promise<void> {
    this.page = Math.max(1, Math.floor(page));
    return this.load();
  }

  setPerPage(perPage: number): Promise<void> {
    this.perPage = perPage;
    this.page = 1;
    return this.load();
  }

  setSearch(search: string): Promise<void> {
    if (search === this.search) return Promise.resolve();
    this.search = search;
    this.page = 1;
    return this.load();
  }

  setSort(sort: string): Promise<void> {
    if (sort === this.sort) return Promise.resolve();
    this.sort = sort;
    this.page = 1;
    return this.load();
  }
}
