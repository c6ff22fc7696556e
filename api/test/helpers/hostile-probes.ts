import { seededRandom } from '../../src/core/ids/seeded-random';
import { SHEET_COLUMNS } from '../../src/catalog-sheets/sheet-columns';

const EMPTY_SHEET = Buffer.from(`${SHEET_COLUMNS.map((c) => c.header).join(',')}\r\n`, 'utf8');

/**
 * The requests of the hostile-input sweep: for every operation of the API's OpenAPI document, a valid baseline and
 * variants with one bad value at a time (body fields, query and path parameters, whole bodies, multipart parts), as
 * an anonymous caller and as the owner.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = Record<string, any>;
export type Doc = { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, Schema> } };
export type Who = 'anonymous' | 'owner';
export interface Probe {
  who: Who;
  method: string;
  path: string; // OpenAPI template, for the report
  url: string;
  describe: string;
  json?: string; // raw JSON text, so tokens like -0 and 1e999 reach the parser as written
  multipart?: { fields: [string, string][]; files: [string, Buffer, string][] };
  raw?: { type: string; body: string };
  headers?: Record<string, string>;
  /** A costly shape (many keys, wide objects, many small lists): sent whatever the method, one at a time, timed. */
  shape?: string;
}

const nestedJson = (levels: number) => '{"a":'.repeat(levels) + '[1]' + '}'.repeat(levels);

/** Bad values as raw JSON text: wrong types, extreme numbers, hostile and broken text, deep and wide structures. */
const BODY_VALUES: string[] = [
  'null',
  'true',
  'false',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e308',
  '-1e308',
  '5e-324',
  '1e-7',
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '9007199254740993',
  '""',
  '"   "',
  '"NaN"',
  '"Infinity"',
  '"-Infinity"',
  '"-0"',
  '"1e308"',
  '"5e-324"',
  '"null"',
  '"true"',
  JSON.stringify('x'.repeat(100_000)),
  '"a\\u0000b"',
  '"\\u0000"',
  '"\\ud800x"',
  '"x\\udfff"',
  '"\\ud83d\\ude00"',
  '"\\u202e\\u0301"',
  JSON.stringify('<script>alert(1)</script>'),
  JSON.stringify("' OR '1'='1"),
  JSON.stringify('../../../etc/passwd'),
  '"2026-02-30"',
  '"0000-00-00T00:00:00Z"',
  '"275760-09-13"',
  `"c${'z'.repeat(24)}"`,
  '[]',
  '[null]',
  '["a",1,{}]',
  '[[[[[]]]]]',
  JSON.stringify(Array(5_000).fill('a')),
  '{}',
  '{"$gt":""}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  nestedJson(30),
  nestedJson(3_000),
];

/** Sent to every field; each field also gets a seeded sample of the rest, so the whole list is covered across fields. */
const ALWAYS = new Set(['null', '5e-324', '"a\\u0000b"', '"\\ud800x"', '[]', '{}', nestedJson(3_000)]);
const PER_FIELD_SAMPLE = 2;

/** Whole-body replacements: the body is not the object the route expects at all. */
const WHOLE_BODIES: string[] = [
  'null',
  '[]',
  '[{}]',
  '"text"',
  '1e999',
  '-0',
  'true',
  '{}',
  nestedJson(31),
  nestedJson(3_000),
  '['.repeat(100_000),
  '{"__proto__":{"isAdmin":true}}',
  JSON.stringify(Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i]))),
];

const ALWAYS_WHOLE = new Set(['null', '[]', '"text"', nestedJson(3_000)]);

/** Query and path values, already URL-encoded (a lone surrogate cannot be percent-encoded as UTF-8, so its bytes are sent). */
const URL_VALUES: string[] = [
  '',
  '%20',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '5e-324',
  '-1',
  '0',
  '1.5',
  'null',
  'true',
  'x'.repeat(5_000),
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%',
  '%25',
  "'%20OR%201%3D1--",
  '..%2F..%2Fetc%2Fpasswd',
  '2026-02-30',
  '9999-99-99',
  `c${'z'.repeat(24)}`,
  '%2C%2C%2C',
  'a%2C'.repeat(500),
  '%E2%80%AE',
  '%F0%9F%98%80',
];

/** Sent to every query and path parameter, with a seeded sample of the rest. */
const ALWAYS_URL = new Set(['%00', 'a%00b', '%ED%A0%80', '%', 'x'.repeat(5_000), '-0', 'NaN', '1e308']);
const PER_PARAM_SAMPLE = 2;

/** `{"k0":0,"k1":0,…}`: about 10 bytes a key. */
const manyKeys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}`;
/** `n` objects of `keys` keys each. */
const wideObjects = (n: number, keys: number) => `[${Array(n).fill(manyKeys(keys)).join(',')}]`;
/** An object of `keys` keys, each holding `lists` lists of two numbers. */
const smallLists = (keys: number, lists: number) =>
  `{${Array.from({ length: keys }, (_, i) => `"k${i}":[${Array(lists).fill('[0,0]').join(',')}]`).join(',')}}`;

/**
 * Bodies that cost the event loop by their shape rather than their size: each is refused before it is parsed or,
 * when within the shape limits (64 keys an object, 1,000 entries a list, 3,000 in all), walked by validation at
 * the most those limits allow. Built once; the sweep times each request against an event-loop budget.
 */
const SHAPES = {
  /** Past every body size limit: refused unread. */
  manyKeys50k: manyKeys(50_000),
  /** Within the staff size limit, far past the shape limits. */
  manyKeys20k: manyKeys(20_000),
  /** Within the anonymous size limit, past the keys-per-object limit. */
  manyKeys1500: manyKeys(1_500),
  /** At the limits: 46 objects of 63 keys, 2,944 members. */
  wideObjects: wideObjects(46, 63),
  /** At the limits: 46 keys of 21 lists of two, 2,944 members. */
  smallLists: smallLists(46, 21),
  /** Past the list-length limit: 20,000 lists of one. */
  manyLists: `[${Array(20_000).fill('[0]').join(',')}]`,
};

/** What the probes need from the app: the rows the routes act on, the owner's email, and a tiny real PNG. */
export interface SweepFixtures {
  ids: Record<string, string>;
  ownerEmail: string;
  png: Buffer;
}

/** Every probe for `doc`; the same list every run, since every choice comes from a seeded generator. */
export function buildProbes(doc: Doc, { ids, ownerEmail, png }: SweepFixtures): Probe[] {
  /** A value the route would take, so one bad field at a time gets past the others. */
  function validFor(name: string, schema: Schema, template: string, method: string, nested: boolean): Json {
    // the owner's own address, so a profile update that passes changes nothing that matters
    if (name === 'email' && template.includes('update-profile')) return ownerEmail;
    // a category's image must be one stored for it; an image entry's id is one stored for the product
    if (name === 'cloudinaryId' || name === 'image') return nested ? ids.imageId : null;
    // a promotion: 10 % off for a year, with one generated code (so it applies to no order of the sweep on its own),
    // warnings acknowledged; the Ministry's licence for the same year; a code check for a code that does not exist
    if (template.includes('/promotions')) {
      const promotion: Record<string, Json> = {
        name: 'Sweep promotion',
        value: 10,
        startsAt: '2026-01-01T00:00:00+03:00',
        endsAt: '2027-01-01T00:00:00+03:00',
        prefix: 'SWEEP',
        count: 1,
        usageLimit: 100,
        perOrderLimit: 10,
        acknowledgeWarnings: true,
        number: 'MC-2026-0001',
        url: 'https://example.com/licence',
        barcodeUrl: 'https://example.com/licence.png',
        validFrom: '2026-01-01',
        validTo: '2027-12-31',
        minPercent: 0,
        maxPercent: 50,
        code: 'NOSUCHCODE',
      };
      if (name in promotion) return promotion[name];
    }
    // a stall basket made on the phone just now (its id made there), of the cap only orders name, at its price
    if (template.includes('/stall')) {
      const basket: Record<string, Json> = { id: ids.stallBasketId, madeAt: new Date().toISOString(), productId: ids.orderProductId };
      if (name in basket) return basket[name];
    }
    const known: Record<string, Json> = {
      email: 'nobody@example.com',
      password: 'wrong-password-1',
      refreshToken: 'not-a-real-token',
      token: 'not-a-real-token',
      currentPassword: 'not-the-current-password',
      newPassword: 'long-enough-pw',
      confirmPassword: 'long-enough-pw',
      name: `Sweep ${method} ${template.split('/')[3]}`,
      brand: 'Sweep Brand',
      categoryId: ids.categoryId,
      productId: template.includes('/orders') ? ids.orderProductId : ids.productId,
      condition: 'NEW',
      saleDate: '2026-03-02',
      platform: 'FACEBOOK',
      role: 'ADMIN',
      url: ids.imageUrl,
      alt: 'alt',
      order: 0,
      id: ids.categoryId,
      sortOrder: 1,
      sizes: ['M'],
      colors: ['Red'],
      tags: ['tag'],
      size: 'M',
      originalPrice: 50,
      sellingPrice: 100,
      discountedPrice: null,
      // Tax and legal: the baseline turns VAT on (every boolean is true), which needs well-formed identifiers
      vatNumber: '310122393500003',
      crNumber: '1010123456',
      sbcCertificateNumber: '0000123456',
      sellerBuildingNumber: '1234',
      sellerPostalCode: '12345',
      vatRate: 15,

      // a chat order: a code no order has yet, the price of a product only orders name, as a shopper sees it, sent now, cancelled on its own order
      code: ids.newOrderCode,
      unitPrice: 149,
      placedAt: new Date().toISOString(),
      pickupDate: null,
      status: 'CANCELLED',
      // no code: the order pays what its lines say
      promoCode: null,
      discount: 0,
    };
    if (name in known) return known[name];
    if (schema.enum) return schema.enum[0];
    if (schema.format === 'email' || /email/i.test(name)) return 'shop@example.com';
    if (/url/i.test(name)) return 'https://example.com/x';
    switch (schema.type) {
      case 'number':
      case 'integer':
        return /price/i.test(name) ? 10 : 1;
      case 'boolean':
        return true;
      case 'array':
        return [];
      default:
        return `Valid ${name}`;
    }
  }

  const deref = (s: Schema): Schema => (s?.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : (s ?? {}));

  /** The valid body, and the dotted paths of every field in it (nested array items through their first entry). */
  function bodyOf(schema: Schema, template: string, method: string, nested = false): { base: Json; fields: string[][] } {
    const s = deref(schema);
    if (s.type === 'array') {
      const inner = bodyOf(s.items, template, method, true);
      return { base: [inner.base], fields: inner.fields.map((f) => ['0', ...f]) };
    }
    const base: Record<string, Json> = {};
    const fields: string[][] = [];
    for (const [name, prop] of Object.entries<Schema>(s.properties ?? {})) {
      const p = deref(prop);
      fields.push([name]);
      if (p.type === 'array' && (p.items?.$ref || p.items?.properties)) {
        // a new product has no stored images yet, so its list stays empty; updates walk the entries
        if (method === 'post' && name === 'images') {
          base[name] = [];
          continue;
        }
        const inner = bodyOf(p.items, template, method, true);
        base[name] = [inner.base];
        fields.push(...inner.fields.map((f) => [name, '0', ...f]));
      } else if (deref(p.allOf?.[0] ?? p).properties) {
        // a nested object (a product create's stock; described, so it comes as allOf) is walked like the body itself
        const inner = bodyOf(p.allOf?.[0] ?? p, template, method, true);
        base[name] = inner.base;
        fields.push(...inner.fields.map((f) => [name, ...f]));
      } else {
        base[name] = validFor(name, p, template, method, nested);
      }
    }
    return { base, fields };
  }

  const PLACEHOLDER = '\u0001sweep\u0001';
  /** The body as JSON text with one field (by path) replaced by a raw JSON token. */
  function withField(base: Json, path: string[], token: string): string {
    const copy = structuredClone(base) as any;
    let at = copy;
    for (const key of path.slice(0, -1)) at = at[key];
    at[path[path.length - 1]] = PLACEHOLDER;
    return JSON.stringify(copy).replace(JSON.stringify(PLACEHOLDER), () => token);
  }

  function pathIdFor(template: string, param: string): string {
    const p = template.replace('/api/v1', '');
    if (param === 'type' || param === 'entityType') return 'product';
    if (param === 'saleId') return ids.saleId;
    if (p.startsWith('/invoices')) return ids.invoiceId;
    if (p.startsWith('/catalog-sheets/import/jobs')) return ids.importJobId;
    if (p.startsWith('/users')) return ids.staffId;
    if (p.startsWith('/sales')) return ids.saleId;
    // each order action has an order of its own, so the baselines cannot undo one another
    if (p.endsWith('/status')) return ids.statusOrderCode;
    if (p.endsWith('/lines')) return ids.linesOrderCode;
    if (p.startsWith('/orders')) return ids.orderCode;
    if (p.startsWith('/categories')) return ids.categoryId;
    if (p.startsWith('/backups')) return ids.backupName;
    if (p.startsWith('/promotions')) return ids.promotionId;
    if (p.endsWith('/stock/adjustments')) return ids.stockProductId;
    return ids.productId;
  }

  const rand = seededRandom(20260316); // the sweep sends the same requests every run
  const probes: Probe[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries<any>(ops)) {
      const params: any[] = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const victim = method === 'delete';
      const fill = (overrides: Record<string, string> = {}) =>
        template.replace(/\{(\w+)\}/g, (_m, name) => {
          if (name in overrides) return overrides[name];
          if (victim) {
            if (template.includes('/promotions')) return ids.victimPromotionId;
            return template.includes('/users') ? ids.victimStaffId : template.includes('/sales') ? ids.victimSaleId : ids.victimProductId;
          }
          return pathIdFor(template, name);
        });
      const content = op.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      const formSchema = content['multipart/form-data']?.schema;
      const body = jsonSchema ? bodyOf(jsonSchema, template, method) : null;
      const baseJson = body ? JSON.stringify(body.base) : undefined;
      const add = (who: Who, describe: string, extra: Partial<Probe>) =>
        probes.push({ who, method, path: template, url: fill(), describe, json: extra.multipart || extra.raw ? undefined : baseJson, ...extra });
      const isPublic = !op.security?.length;
      // Anonymous callers get the full walk on public routes; protected ones stop at the guard, so a sample shows that.
      const whos: Who[] = ['owner', 'anonymous'];
      for (const who of whos) {
        const full = who === 'owner' || isPublic;
        const pick = <T>(list: T[]): T[] => (full ? list : list.filter(() => rand() < 0.1));
        const sampled = (all: string[], always: Set<string>, extra: number) => {
          const rest = all.filter((v) => !always.has(v));
          const sample = Array.from({ length: extra }, () => rest[Math.floor(rand() * rest.length)]);
          return pick([...new Set([...always, ...sample])]);
        };
        const valuesForField = () => sampled(BODY_VALUES, ALWAYS, PER_FIELD_SAMPLE);
        const valuesForParam = () => sampled(URL_VALUES, ALWAYS_URL, PER_PARAM_SAMPLE);
        if (!formSchema) add(who, 'valid baseline', {});
        for (const p of pathParams) {
          for (const v of valuesForParam()) add(who, `path ${p.name}=${v.slice(0, 40)}`, { url: fill({ [p.name]: v === '' ? '%20' : v }) });
        }
        for (const q of queryParams) {
          for (const v of valuesForParam()) add(who, `query ${q.name}=${v.slice(0, 40)}`, { url: `${fill()}?${q.name}=${v}` });
          add(who, `query ${q.name} twice`, { url: `${fill()}?${q.name}=a&${q.name}=b` });
          add(who, `query ${q.name}[x]`, { url: `${fill()}?${q.name}[x]=1&${q.name}[y][z]=2` });
        }
        if (queryParams.length) {
          for (let i = 0; i < (full ? 4 : 1); i++) {
            const qs = queryParams.map((q) => `${q.name}=${URL_VALUES[Math.floor(rand() * URL_VALUES.length)]}`).join('&');
            add(who, `all queries at once: ${qs.slice(0, 120)}`, { url: `${fill()}?${qs}` });
          }
          add(who, 'unknown query key', { url: `${fill()}?unknownKey=1&__proto__[x]=1` });
        }
        if (body) {
          for (const field of body.fields) {
            for (const v of valuesForField()) add(who, `body ${field.join('.')}=${v.slice(0, 40)}`, { json: withField(body.base, field, v) });
          }
          for (const whole of sampled(WHOLE_BODIES, ALWAYS_WHOLE, 3)) add(who, `whole body ${whole.slice(0, 40)}`, { json: whole });
          if (!Array.isArray(body.base)) {
            add(who, 'unknown field', { json: JSON.stringify({ ...(body.base as object), unknownField: 1 }) });
            // several fields wrong at once, chosen by the seeded generator
            for (let i = 0; i < (full ? 4 : 1); i++) {
              const copy = structuredClone(body.base) as Record<string, Json>;
              const tokens: string[] = [];
              for (const [name] of body.fields.filter((f) => f.length === 1)) {
                if (rand() < 0.5) {
                  const token = BODY_VALUES[Math.floor(rand() * BODY_VALUES.length)];
                  copy[name] = `${PLACEHOLDER}${tokens.length}`;
                  tokens.push(token);
                }
              }
              let text = JSON.stringify(copy);
              tokens.forEach((tok, n) => (text = text.replace(JSON.stringify(`${PLACEHOLDER}${n}`), () => tok)));
              add(who, `several fields: ${text.slice(0, 160)}`, { json: text });
            }
          }
          add(who, 'JSON cut short', { raw: { type: 'application/json', body: (baseJson ?? '{}').slice(0, -1) } });
          add(who, 'form-encoded instead of JSON', { raw: { type: 'application/x-www-form-urlencoded', body: 'a=1&a=2&b[c]=%00' } });
          add(who, 'text/plain body', { raw: { type: 'text/plain', body: '\u0000\ud800' } });
        }
        if (formSchema) {
          const props = Object.entries<Schema>(formSchema.properties ?? {});
          const fileFields = props.filter(([, p]) => p.format === 'binary' || p.items?.format === 'binary').map(([n]) => n);
          const textFields = props.filter(([n]) => !fileFields.includes(n)).map(([n]) => n);
          const validText: Record<string, string> = { imageData: '{"order":0,"alt":"x"}', oldImageIds: '[]', context: 'logo' };
          const form = (fields: Record<string, string>, files: [string, Buffer, string][]) => ({
            multipart: { fields: Object.entries(fields), files },
          });
          const baseFields = Object.fromEntries(textFields.map((n) => [n, validText[n] ?? 'x']));
          // the spreadsheet import's baseline is a spreadsheet (the export's header row, no products), every other route's an image
          const sheet = template.includes('/catalog-sheets/import/');
          const baseFiles: [string, Buffer, string][] = fileFields.map((n) => (sheet ? [n, EMPTY_SHEET, 'products.csv'] : [n, png, 'tiny.png']));
          add(who, 'multipart baseline', form(baseFields, baseFiles));
          const formValues = [
            '',
            'null',
            '[]',
            '{}',
            '[null]',
            '"x"',
            '1e999',
            'x'.repeat(60_000),
            'a\u0000b',
            '{"order":1e999,"alt":"\\u0000"}',
            '[{"order":-0,"alt":"\\ud800"}]',
            '{"order":"0","alt":["x"]}',
            '["\\u0000"]',
            '["../../etc/passwd"]',
            `["${'a'.repeat(300)}"]`,
            '['.repeat(5_000),
            nestedJson(3_000),
            '{"__proto__":{"x":1}}',
            'LOGO',
            '../logo',
          ];
          for (const n of textFields) {
            for (const v of pick(formValues)) add(who, `form ${n}=${v.slice(0, 40)}`, form({ ...baseFields, [n]: v }, baseFiles));
          }
          for (const n of fileFields) {
            add(who, `form ${n} missing`, form(baseFields, []));
            add(who, `form ${n} not an image`, form(baseFields, [[n, Buffer.from('MZ\x90\x00 not an image'), 'evil.png']]));
            add(who, `form ${n} empty`, form(baseFields, [[n, Buffer.alloc(0), 'empty.png']]));
            add(who, `form ${n} traversal name`, form(baseFields, [[n, png, '../../../etc/passwd.png']]));
            add(who, `form ${n} NUL in its name`, form(baseFields, [[n, png, 'a\u0000b.png']]));
            add(who, `form ${n} broken Unicode in its name`, form(baseFields, [[n, png, 'a\ud800b.png']]));
            add(
              who,
              `form ${n} six files`,
              form(
                baseFields,
                Array.from({ length: 6 }, () => [n, png, 'x.png'] as [string, Buffer, string]),
              ),
            );
            add(who, `form ${n} under another name`, form(baseFields, [['other', png, 'x.png']]));
          }
        }
        add(who, 'forged bearer token', { headers: { Authorization: `Bearer ${'a'.repeat(3_000)}.b.c` } });
        // costly shapes: anonymous bodies stop at 16 KB, so two show that; the owner gets the full set
        const shape = (name: string, json: string) => add(who, `shape ${name}`, { json, shape: name });
        shape('50,000 keys', SHAPES.manyKeys50k);
        shape('1,500 keys', SHAPES.manyKeys1500);
        if (who === 'owner') {
          shape('20,000 keys', SHAPES.manyKeys20k);
          shape('wide objects (46 × 63 keys)', SHAPES.wideObjects);
          shape('20,000 small lists', SHAPES.manyLists);
          if (body && !Array.isArray(body.base)) {
            // inside the body, where validation walks it: the first list of objects (images, sizes), else the first field
            const listField = Object.entries<Schema>(deref(jsonSchema).properties ?? {}).find(
              ([, p]) => deref(p).type === 'array' && deref(p).items,
            )?.[0];
            const field = listField ?? body.fields[0]?.[0];
            if (field) {
              shape(`wide objects in ${field}`, withField(body.base, [field], SHAPES.wideObjects));
              shape(`many small lists in ${field}`, withField(body.base, [field], SHAPES.smallLists));
            }
          }
        }
      }
    }
  }
  return probes;
}
