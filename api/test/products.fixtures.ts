import { StaffApp } from './helpers/test-app';
import { createCategory } from './catalog.fixtures';

/** The app the product e2e files share: a category named Caps, and the calls on products. */
export class ProductsApp extends StaffApp {
  catId: string;

  protected override async prepare(): Promise<void> {
    this.catId = (await createCategory(this.t, this.owner, { name: 'Caps' })).id;
  }

  list = (query: string, token?: string) => {
    const req = this.t.http.get(this.api(`/products${query}`));
    return token ? req.set(this.t.bearer(token)) : req;
  };

  create = (body: Record<string, unknown>, token = this.owner) => this.t.http.post(this.api('/products')).set(this.t.bearer(token)).send(body);

  put = (id: string, body: Record<string, unknown>, token = this.owner) =>
    this.t.http
      .put(this.api(`/products/${id}`))
      .set(this.t.bearer(token))
      .send(body);
}
