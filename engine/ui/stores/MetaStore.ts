import { makeAutoObservable } from 'mobx';
import type { EntitySchema } from '../../schema/types.ts';
import type { EntityApi } from '../api.ts';
import { trackedLoad, type LoadState } from './trackedLoad.ts';

export type { LoadState };

/**
 * The entity schemas the signed-in user may use (GET /api/meta/entities), by name.
 * Schemas are kept as received and never copied, so compiled forms and columns stay memoized.
 */
export class MetaStore {
  state: LoadState = 'idle';
  error: string | null = null;
  loaded = false;
  /** The active client customisation named by the server, whose slot components the app may load. */
  client: string | null = null;
  private schemas = new Map<string, EntitySchema>();
  private readonly api: EntityApi;
  private pending: Promise<void> | null = null;

  constructor(api: EntityApi) {
    this.api = api;
    makeAutoObservable<MetaStore, 'schemas' | 'api' | 'pending'>(this, {
      schemas: false,
      api: false,
      pending: false,
    });
  }

  get(name: string): EntitySchema | undefined {
    // Read `loaded` so observers re-render when the map is filled.
    return this.loaded ? this.schemas.get(name) : undefined;
  }

  get names(): string[] {
    return this.loaded ? [...this.schemas.keys()] : [];
  }

  /** Loads once; later calls share the first load. Call reload() to fetch again. */
  ensureLoaded(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    return this.pending ?? this.reload();
  }

  reload(): Promise<void> {
    const request = trackedLoad(this, () => this.api.meta(), ({ client, entities }) => {
      this.client = client;
      this.setSchemas(entities);
    }).finally(() => {
      if (this.pending === request) this.pending = null;
    });
    this.pending = request;
    return request;
  }

  /** Puts schemas in directly (tests, or a shell that already holds them). */
  setSchemas(entities: EntitySchema[]): void {
    this.schemas = new Map(entities.map((schema) => [schema['x-entity'].name, schema]));
    this.loaded = true;
    this.state = 'idle';
    this.error = null;
  }
}
