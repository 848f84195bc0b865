/**
 * A client generated from the OpenAPI documents (openapi-typescript's types under client/, openapi-fetch)
 * calls this server over HTTP, as a team in another language would with its own generator: configuration,
 * catalog, a refusal, signing in through the sandbox, signed-in calls, an idempotent call, and the staff API.
 * Every reply's status must be one the document lists for the call and its body must match the document's
 * schema for that status (Ajv, JSON Schema 2020-12), so the documents cannot drift from the server. The
 * checked-in types must be what openapi-typescript makes of the checked-in documents.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveStaff } from '../staff/service.js';
import { type TestApp, createTestApp, nextPhoneNumber } from '../testing/app.js';
import {
  CLIENTS,
  type ClientName,
  clientTypesFile,
  generatedClientTypes,
  readDocument,
} from './client-types.js';
import type { paths as OpsPaths } from './client/ops.js';
import type { paths as ShopperPaths } from './client/v1.js';

interface Reply {
  $ref?: string;
  content?: Record<string, { schema: object }>;
}
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Reply> }>>;
  components: { schemas: object; responses?: Record<string, Reply> };
}

const documents: Record<ClientName, Document> = {
  v1: readDocument('v1') as unknown as Document,
  ops: readDocument('ops') as unknown as Document,
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** The validator of a reply schema, its `$ref`s resolved in the document's components. */
function validatorOf(name: ClientName, schema: object): ValidateFunction {
  const key = `${name} ${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({
      ...schema,
      components: { schemas: documents[name].components.schemas },
    });
    validators.set(key, validate);
  }
  return validate;
}

/**
 * The reply is one the document describes: its status is listed for the call, and its body matches the
 * schema listed for that status.
 */
function expectDocumented(
  name: ClientName,
  method: 'get' | 'post',
  path: string,
  response: Response,
  body: unknown,
) {
  const document = documents[name];
  const operation = document.paths[path]?.[method];
  expect(operation, `${method} ${path} is in ${name}.json`).toBeDefined();
  const status = String(response.status);
  const listed = operation!.responses[status];
  expect(
    listed,
    `${method} ${path} answered ${status}, which ${name}.json does not list`,
  ).toBeDefined();
  const reply = listed!.$ref
    ? document.components.responses![listed!.$ref.split('/').pop()!]!
    : listed!;
  const schema = reply.content!['application/json']!.schema;
  const validate = validatorOf(name, schema);
  expect(validate(body) ? [] : validate.errors, `${method} ${path} ${status}`).toEqual([]);
}

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

describe('the generated client types', () => {
  it.each(CLIENTS)(
    'client/%s.ts is what openapi-typescript makes of the document',
    async (name) => {
      const current = readFileSync(clientTypesFile(name), 'utf8');
      expect(current, 'run `pnpm openapi` and commit packages/server/src/openapi/client/').toBe(
        await generatedClientTypes(name),
      );
    },
  );
});

describe('a client generated from v1.json', () => {
  const client = () => createClient<ShopperPaths>({ baseUrl: `${origin}/v1` });

  it('reads the configuration and the catalog', async () => {
    const v1 = client();
    const store = await v1.GET('/get-store-configs');
    expectDocumented('v1', 'get', '/get-store-configs', store.response, store.data);
    const login = await v1.GET('/get-firebaseAndOtplessLoginConfig');
    expectDocumented('v1', 'get', '/get-firebaseAndOtplessLoginConfig', login.response, login.data);

    const categories = await v1.GET('/get-categories', { params: { query: { lang: 'hi' } } });
    expectDocumented('v1', 'get', '/get-categories', categories.response, categories.data);
    const categorySlug = categories.data!.Categories[0]!.Slug;
    const products = await v1.GET('/get-category-products', {
      params: { query: { categorySlug, pageNo: 1 } },
    });
    expectDocumented('v1', 'get', '/get-category-products', products.response, products.data);
    const productSlug = products.data!.Products[0]!.Slug;
    const details = await v1.GET('/get-product-details', { params: { query: { productSlug } } });
    expectDocumented('v1', 'get', '/get-product-details', details.response, details.data);
    expect(details.data!.ProductDetails.Slug).toBe(productSlug);
  });

  it('gets the refusals the document lists: an unknown product, a call without its token', async () => {
    const v1 = client();
    const unknown = await v1.GET('/get-product-details', {
      params: { query: { productSlug: 'no-such-product' } },
    });
    expect(unknown.response.status).toBe(404);
    expectDocumented('v1', 'get', '/get-product-details', unknown.response, unknown.error);
    const signedOut = await v1.GET('/get-user-address');
    expect(signedOut.response.status).toBe(401);
    expectDocumented('v1', 'get', '/get-user-address', signedOut.response, signedOut.error);
  });

  it('signs in through the sandbox and makes signed-in and idempotent calls', async () => {
    const v1 = client();
    const phoneNumber = nextPhoneNumber();
    const sent = await v1.POST('/sandbox/otp/send', { body: { phoneNumber } });
    expectDocumented('v1', 'post', '/sandbox/otp/send', sent.response, sent.data);
    const inbox = await v1.GET('/sandbox/otp/inbox');
    expectDocumented('v1', 'get', '/sandbox/otp/inbox', inbox.response, inbox.data);
    const code = inbox.data!.Messages.find((message) => message.To === phoneNumber)!.Code;
    const verified = await v1.POST('/sandbox/otp/verify', {
      body: { requestId: sent.data!.RequestId, code },
    });
    expectDocumented('v1', 'post', '/sandbox/otp/verify', verified.response, verified.data);
    const session = await v1.POST('/auth-users', {
      body: {
        username: 'Asha Rao',
        email: '',
        phoneNumber,
        loginUsing: 'Phone',
        loginService: 'otpless',
        idToken: verified.data!.Token,
      },
    });
    expectDocumented('v1', 'post', '/auth-users', session.response, session.data);

    const signedIn = createClient<ShopperPaths>({
      baseUrl: `${origin}/v1`,
      headers: { authorization: `Bearer ${session.data!.Token}` },
    });
    const profile = await signedIn.GET('/get-profile');
    expectDocumented('v1', 'get', '/get-profile', profile.response, profile.data);
    const addresses = await signedIn.GET('/get-user-address');
    expectDocumented('v1', 'get', '/get-user-address', addresses.response, addresses.data);
    const history = await signedIn.GET('/order-history', { params: { query: { pageNo: 1 } } });
    expectDocumented('v1', 'get', '/order-history', history.response, history.data);
    expect(history.data!.NoOrders).toBe(true);

    const cancel = await signedIn.POST('/cancel-order', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { orderId: 999_999 },
    });
    expectDocumented('v1', 'post', '/cancel-order', cancel.response, cancel.data ?? cancel.error);
  });
});

describe('a client generated from ops.json', () => {
  it('signs a staff member in and reads the board', async () => {
    const email = `admin-${randomUUID()}@staff.test`;
    const password = `pw-${randomUUID()}`;
    await saveStaff(t.db, { email, name: 'Test admin', role: 'admin', password });
    const ops = createClient<OpsPaths>({ baseUrl: `${origin}/ops/v1` });
    const session = await ops.POST('/staff/sign-in', { body: { email, password } });
    expectDocumented('ops', 'post', '/staff/sign-in', session.response, session.data);

    const staff = createClient<OpsPaths>({
      baseUrl: `${origin}/ops/v1`,
      headers: { authorization: `Bearer ${session.data!.Token}` },
    });
    const me = await staff.GET('/staff/me');
    expectDocumented('ops', 'get', '/staff/me', me.response, me.data);
    expect(me.data!.Staff.Role).toBe('admin');
    const orders = await staff.GET('/orders', { params: { query: { pageNo: 1 } } });
    expectDocumented('ops', 'get', '/orders', orders.response, orders.data);
    const hubs = await staff.GET('/hubs');
    expectDocumented('ops', 'get', '/hubs', hubs.response, hubs.data);

    const signedOut = await ops.GET('/staff/me');
    expect(signedOut.response.status).toBe(401);
    expectDocumented('ops', 'get', '/staff/me', signedOut.response, signedOut.error);
  });
});
