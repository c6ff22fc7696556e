import { DomainEvents, type DomainEvent } from '../src/core/domain-events';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory } from './catalog.fixtures';

/**
 * The app the product e2e files share the shape of: an owner, an admin, a category named Caps, and every domain event
 * recorded. The calls are arrow properties so a file can take them out before `boot` has run; they read the app only
 * when called.
 */
export class ProductsApp {
  t: TestApp;
  owner: string;
  admin: string;
  catId: string;
  readonly events: DomainEvent[] = [];

  async boot(): Promise<this> {
    this.t = await bootTestApp();
    this.owner = await this.t.tokenFor('OWNER');
    this.admin = await this.t.tokenFor('ADMIN');
    this.catId = (await createCategory(this.t, this.owner, { name: 'Caps' })).id;
    this.t.app.get(DomainEvents).subscribe((e) => void this.events.push(e));
    return this;
  }

  api = (p: string) => `/api/v1${p}`;

  list = (query: string, token?: string) => {
    const req = this.t.http.get(this.api(`/products${query}`));
    return token ? req.set(this.t.bearer(token)) : req;
  };

  create = (body: Record<string, unknown>, token = this.owner) => this.t.http.post(this.api('/products')).set(this.t.bearer(token)).send(body);

  put = (id: string, body: Record<string, unknown>, token = this.owner) =>
    this.t.http.put(this.api(`/products/${id}`)).set(this.t.bearer(token)).send(body);
}
