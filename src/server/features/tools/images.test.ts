import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeByPath } from '../../../shared/site-routes';
import { builtTools, TOOL_GROUPS, toolEntries } from '../../../shared/tools/catalog';
import { toolImageMessages as m } from '../../../shared/tools/images';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { reason } from '../../../../tests/support/tool-calls';

/** The contract: at least 17 tools on the hub, each path a real screen. */
const HUB_MINIMUM = 17;

let t: TestApp;
let admin: { id: number; cookie: string };
let member: string;
let clientDir: string;

/** index.html as the build writes it: the static header draws the mark the logo replaces. */
const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>App</title></head><body><div id="root"><header>' +
  '<svg data-site-logo viewBox="0 0 40 40" aria-hidden="true" class="size-10"><rect width="40" height="40"/></svg>' +
  '</header></div><script type="module" src="/assets/app.js"></script></body></html>';

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-images-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, undefined, { clientDir });
  const a = await createUser(t.db, { isAdmin: true, gymId: null });
  admin = { id: a.id, cookie: await signIn(t, a.id) };
  member = await signIn(t, (await createUser(t.db)).id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string | null = admin.cookie) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const upload = (url: string, payload: Buffer | string, contentType = 'image/png', cookie = admin.cookie) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie, 'content-type': contentType }, payload });

const RED = { r: 220, g: 20, b: 20 };
const GREEN = { r: 20, g: 200, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };
const YELLOW = { r: 240, g: 220, b: 20 };

/** A 1600 × 1200 PNG in four 800 × 600 quarters: red, green / blue, yellow. */
async function quarters(): Promise<Buffer> {
  const block = (background: typeof RED) =>
    sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: RED } })
    .composite([
      { input: await block(GREEN), left: 800, top: 0 },
      { input: await block(BLUE), left: 0, top: 600 },
      { input: await block(YELLOW), left: 800, top: 600 },
    ])
    .png()
    .toBuffer();
}

/** The colour at the centre of a stored picture, and its size and format. */
async function look(data: Buffer) {
  const meta = await sharp(data).metadata();
  const { data: px, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    exif: meta.exif,
    centre: { r: px[at]!, g: px[at + 1]!, b: px[at + 2]! },
  };
}
const near = (a: typeof RED, b: typeof RED) => Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));

const cardOf = async (slug: string, cookie = member) =>
  ((await call('GET', '/api/tools', cookie)).json() as { slug: string; imageUrl: string }[]).find(
    (c) => c.slug === slug,
  );

describe('GET /api/tools', () => {
  it('lists every built tool with its screen title, one-line description, group and default picture', async () => {
    expect((await call('GET', '/api/tools', null)).statusCode).toBe(401);
    const res = await call('GET', '/api/tools', member);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { slug: string; title: string; path: string; group: string; imageUrl: string }[];
    expect(list.length).toBeGreaterThanOrEqual(HUB_MINIMUM);
    expect(list.map((c) => c.slug)).toEqual(builtTools().map((c) => c.slug));
    expect(new Set(list.map((c) => c.slug)).size).toBe(list.length);
    for (const card of list) {
      // Every path listed is a real screen, and the card carries that screen's title.
      const route = routeByPath(card.path);
      expect(route?.page, card.path).toBeDefined();
      expect(card.title).toBe(route?.title);
      expect(TOOL_GROUPS.map((g) => g.key)).toContain(card.group);
      expect(card.imageUrl).toBe(`/tool-images/${card.group}.svg`);
      expect(Object.keys(card).sort()).toEqual(['canUse', 'description', 'group', 'imageUrl', 'path', 'slug', 'title']);
    }
  });

  it('lists the spreadsheet check as usable by every member, without tools.use', async () => {
    const plain = await signIn(t, (await createUser(t.db, { role: 'member' })).id);
    expect(await cardOf('spreadsheet-check', plain)).toMatchObject({ path: '/excel-test', canUse: true });
    expect(await cardOf('breakeven', plain)).toMatchObject({ canUse: false });
  });

  it('names default illustrations that exist, one per group, as SVG the static server sends', () => {
    for (const { key } of TOOL_GROUPS) {
      const svg = fs.readFileSync(path.resolve('public/tool-images', `${key}.svg`), 'utf8');
      expect(svg, key).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg, key).toMatch(/viewBox="0 0 800 450"/);
      expect(svg, key).not.toMatch(/<script|on\w+=|href="(?!#)/i);
    }
  });
});

describe('tool card pictures', () => {
  const slug = builtTools()[0]!.slug;
  const url = `/api/admin/tool-images/${slug}`;

  it('refuses a visitor (401) and a member (403) on every admin call, and changes nothing', async () => {
    const png = await quarters();
    for (const [method, path] of [
      ['GET', '/api/admin/tool-images'],
      ['PUT', url],
      ['DELETE', url],
      ['GET', '/api/admin/site-logo'],
      ['PUT', '/api/admin/site-logo'],
      ['DELETE', '/api/admin/site-logo'],
    ] as const) {
      for (const [cookie, status] of [
        [undefined, 401],
        [member, 403],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: path,
          headers: { ...(cookie ? { cookie } : {}), ...(method === 'PUT' ? { 'content-type': 'image/png' } : {}) },
          ...(method === 'PUT' ? { payload: png } : {}),
        });
        expect(res.statusCode, `${method} ${path}`).toBe(status);
      }
    }
    expect(await auditTrail(t.db, 'tool_card_image', slug)).toEqual([]);
  });

  it('cuts the crop out of the upload, stores 800 × 450 WebP without metadata, shows it on the hub, and audits it', async () => {
    // The yellow quarter's top-left 800 × 450 (16:9): x 800, y 600.
    const res = await upload(`${url}?x=800&y=600&width=800&height=450`, await quarters());
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({
      slug,
      onHub: true,
      image: { contentType: 'image/webp', width: 800, height: 450, uploadedBy: admin.id },
    });
    expect(item.imageUrl).toMatch(/^\/api\/public\/tool-images\/[\w-]+\.webp$/);
    expect(item.imageUrl).toBe(item.image.url);

    const served = await call('GET', item.imageUrl, null);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const seen = await look(served.rawPayload);
    expect(seen).toMatchObject({ format: 'webp', width: 800, height: 450, exif: undefined });
    expect(near(seen.centre, YELLOW)).toBeLessThan(12);
    expect(item.image.bytes).toBe(served.rawPayload.length);

    expect((await cardOf(slug))?.imageUrl).toBe(item.imageUrl);
    expect(await auditTrail(t.db, 'tool_card_image', slug)).toEqual([
      {
        userId: admin.id,
        action: 'tool_card_image.upload',
        resourceType: 'tool_card_image',
        resourceId: slug,
        oldValues: null,
        newValues: {
          name: item.image.name,
          contentType: 'image/webp',
          width: 800,
          height: 450,
          bytes: item.image.bytes,
        },
      },
    ]);
  });

  it('replaces the picture: a new name, the old address gone, a small crop enlarged to the card size', async () => {
    const before = (await cardOf(slug))!.imageUrl;
    // 400 × 225 of the blue quarter, enlarged 2×.
    const res = await upload(`${url}?x=100&y=700&width=400&height=225`, await quarters());
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.imageUrl).not.toBe(before);
    expect((await call('GET', before, null)).statusCode).toBe(404);
    const seen = await look((await call('GET', after.imageUrl, null)).rawPayload);
    expect(seen).toMatchObject({ width: 800, height: 450 });
    expect(near(seen.centre, BLUE)).toBeLessThan(12);
    const trail = await auditTrail(t.db, 'tool_card_image', slug);
    expect(trail).toHaveLength(2);
    expect(trail[1]).toMatchObject({
      action: 'tool_card_image.replace',
      oldValues: { name: before.split('/').pop() },
      newValues: { name: after.image.name, width: 800, height: 450 },
    });
    expect(JSON.stringify(trail)).not.toMatch(/data/);
  });

  it('centres the crop when none is given, and reads the crop upright (EXIF orientation)', async () => {
    const other = builtTools()[1]!.slug;
    // A 1600 × 900 JPEG stored sideways (orientation 6: shown turned 90° clockwise, so 900 × 1600
    // upright) whose left half is green: upright, green is the top half.
    const sideways = await sharp({ create: { width: 1600, height: 900, channels: 3, background: RED } })
      .composite([
        {
          input: await sharp({ create: { width: 800, height: 900, channels: 3, background: GREEN } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Camera Co' } } })
      .toBuffer();
    const top = await upload(`/api/admin/tool-images/${other}?x=0&y=0&width=900&height=506`, sideways, 'image/jpeg');
    expect(top.statusCode, top.body).toBe(200);
    const seenTop = await look((await call('GET', top.json().imageUrl, null)).rawPayload);
    expect(near(seenTop.centre, GREEN)).toBeLessThan(16);
    expect(seenTop.exif).toBeUndefined();
    const bottom = await upload(
      `/api/admin/tool-images/${other}?x=0&y=1094&width=900&height=506`,
      sideways,
      'image/jpeg',
    );
    expect(near((await look((await call('GET', bottom.json().imageUrl, null)).rawPayload)).centre, RED)).toBeLessThan(
      16,
    );
    // No crop: the largest centred 16:9 area of the 1600 × 1200 quarters spans all four colours;
    // a 1600 × 900 picture whose middle is yellow proves it is centred.
    const centred = await sharp({ create: { width: 1600, height: 900, channels: 3, background: BLUE } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 200, channels: 3, background: YELLOW } })
            .png()
            .toBuffer(),
          left: 700,
          top: 350,
        },
      ])
      .png()
      .toBuffer();
    const res = await upload(`/api/admin/tool-images/${other}`, centred);
    expect(res.statusCode, res.body).toBe(200);
    expect(near((await look((await call('GET', res.json().imageUrl, null)).rawPayload)).centre, YELLOW)).toBeLessThan(
      12,
    );
  });

  it('refuses bad files and bad crops with a clear message, and stores nothing', async () => {
    const slugC = builtTools()[2]!.slug;
    const urlC = `/api/admin/tool-images/${slugC}`;
    const png = await quarters();
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const tiny = await sharp({ create: { width: 300, height: 150, channels: 3, background: RED } })
      .png()
      .toBuffer();
    const cases: [string, Buffer | string, string, number, string][] = [
      ['text sent as a PNG', 'not an image at all', 'image/png', 400, m.notAnImage],
      ['a PDF', pdf, 'application/pdf', 400, m.notAnImage],
      ['an empty body', Buffer.alloc(0), 'image/png', 400, m.notAnImage],
      ['JSON', '{"image":"x"}', 'application/json', 400, m.notAnImage],
      // An SVG can carry script: it is refused whatever type it is sent as.
      [
        'an SVG',
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"/>',
        'image/svg+xml',
        400,
        m.notAnImage,
      ],
      ['an SVG sent as a PNG', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/png', 400, m.notAnImage],
      ['a broken PNG', png.subarray(0, 200), 'image/png', 400, m.unreadable],
      ['a picture under 320 × 180', tiny, 'image/png', 400, m.cardTooSmall],
    ];
    for (const [what, payload, type, status, message] of cases) {
      const res = await upload(urlC, payload, type);
      expect(res.statusCode, what).toBe(status);
      expect(reason(res), what).toBe(message);
    }
    for (const [query, message] of [
      ['x=10&y=10', m.cropIncomplete],
      ['x=1000&y=0&width=800&height=450', m.cropOutside],
      ['x=0&y=900&width=800&height=450', m.cropOutside],
      ['x=0&y=0&width=160&height=90', m.cardTooSmall],
      ['x=-5&y=0&width=800&height=450', m.cropNumbers],
      ['x=1.5&y=0&width=800&height=450', m.cropNumbers],
      ['x=a&y=0&width=800&height=450', m.cropNumbers],
    ] as const) {
      const res = await upload(`${urlC}?${query}`, png);
      expect(res.statusCode, query).toBe(400);
      expect(reason(res), query).toBe(message);
    }
    const unknown = await upload('/api/admin/tool-images/no-such-tool', png);
    expect(unknown.statusCode).toBe(404);
    expect(reason(unknown)).toBe(m.toolNotFound);
    expect((await call('DELETE', '/api/admin/tool-images/no-such-tool')).statusCode).toBe(404);
    expect((await cardOf(slugC))?.imageUrl).toMatch(/^\/tool-images\/\w+\.svg$/);
    expect(await auditTrail(t.db, 'tool_card_image', slugC)).toEqual([]);
  });

  it('two uploads of one tool at once leave one picture and an unbroken audit chain', async () => {
    const raced = builtTools()[3]!.slug;
    const png = await quarters();
    const answers = await Promise.all([
      upload(`/api/admin/tool-images/${raced}?x=0&y=0&width=800&height=450`, png),
      upload(`/api/admin/tool-images/${raced}?x=800&y=600&width=800&height=450`, png),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const trail = await auditTrail(t.db, 'tool_card_image', raced);
    expect(trail.map((r) => r.action)).toEqual(['tool_card_image.upload', 'tool_card_image.replace']);
    expect(trail[1]!.oldValues).toEqual(trail[0]!.newValues);
    const names = answers.map((r) => r.json().image.name as string);
    const last = (trail[1]!.newValues as { name: string }).name;
    expect(names).toContain(last);
    expect((await cardOf(raced))?.imageUrl).toBe(`/api/public/tool-images/${last}`);
    const stale = names.find((n) => n !== last)!;
    expect((await call('GET', `/api/public/tool-images/${stale}`, null)).statusCode).toBe(404);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const res = await upload(url, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(reason(res)).toBe(m.tooLarge);
  });

  it('lists every tool of the catalog for the admin, searchable, with the default or the upload', async () => {
    const all = (await call('GET', '/api/admin/tool-images')).json() as {
      slug: string;
      onHub: boolean;
      image: unknown;
      imageUrl: string;
      defaultImageUrl: string;
      group: string;
    }[];
    expect(all.map((i) => i.slug)).toEqual(toolEntries.map((e) => e.slug));
    const built = new Set(builtTools().map((b) => b.slug));
    for (const item of all) {
      expect(item.onHub, item.slug).toBe(built.has(item.slug));
      expect(item.defaultImageUrl).toBe(`/tool-images/${item.group}.svg`);
      expect(item.imageUrl).toBe(item.image ? (item.image as { url: string }).url : item.defaultImageUrl);
    }
    expect(all.find((i) => i.slug === slug)?.image).not.toBeNull();
    const loan = (await call('GET', '/api/admin/tool-images?q=LOAN')).json() as { slug: string }[];
    expect(loan.map((i) => i.slug)).toEqual(['loan']);
    // The group's name finds its tools too.
    const people = (await call('GET', '/api/admin/tool-images?q=people')).json() as { group: string }[];
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((i) => i.group === 'people')).toBe(true);
    expect((await call('GET', '/api/admin/tool-images?q=zzzz')).json()).toEqual([]);
    const long = await call('GET', `/api/admin/tool-images?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(reason(long)).toBe(m.searchTooLong);
  });

  it('DELETE puts the default back (audited once; a second delete changes nothing)', async () => {
    const name = (await cardOf(slug))!.imageUrl.split('/').pop();
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await cardOf(slug))?.imageUrl).toBe(`/tool-images/${builtTools()[0]!.group}.svg`);
    expect((await call('GET', `/api/public/tool-images/${name}`, null)).statusCode).toBe(404);
    expect((await call('DELETE', url)).statusCode).toBe(204);
    const trail = await auditTrail(t.db, 'tool_card_image', slug);
    expect(trail.map((r) => r.action)).toEqual([
      'tool_card_image.upload',
      'tool_card_image.replace',
      'tool_card_image.delete',
    ]);
    expect(trail[2]).toMatchObject({ oldValues: { name, width: 800, height: 450 }, newValues: null });
  });
});

describe('site logo', () => {
  const page = async () => (await t.app.inject({ method: 'GET', url: '/tools' })).body;

  it('starts with the drawn mark: no logo, no <meta>, the static header draws its SVG', async () => {
    expect((await call('GET', '/api/admin/site-logo')).json()).toEqual({ logo: null });
    const html = await page();
    expect(html).not.toContain('name="site-logo"');
    expect(html).toContain('<svg data-site-logo');
  });

  it('fits a whole logo on a transparent square, names it in every page and serves it', async () => {
    // 300 × 150, transparent, with an opaque navy bar in the middle.
    const wide = await sharp({
      create: { width: 300, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 50, channels: 4, background: '#0f2a4a' } })
            .png()
            .toBuffer(),
          left: 50,
          top: 50,
        },
      ])
      .png()
      .toBuffer();
    const res = await upload('/api/admin/site-logo', wide);
    expect(res.statusCode, res.body).toBe(200);
    const { logo } = res.json();
    expect(logo).toMatchObject({ contentType: 'image/webp', width: 300, height: 300, uploadedBy: admin.id });
    expect(logo.url).toMatch(/^\/api\/public\/site-logo\/[\w-]+\.webp$/);
    const served = await call('GET', logo.url, null);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 300, hasAlpha: true });
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // the top-left corner stays transparent
    expect(data[(150 * info.width + 150) * 4 + 3]).toBe(255); // the bar is opaque

    const html = await page();
    expect(html).toContain(`<meta name="site-logo" content="${logo.url}">`);
    expect(html).toContain(`<img data-site-logo src="${logo.url}" alt=""`);
    expect(html).not.toContain('<svg data-site-logo');
    expect(await auditTrail(t.db, 'site_logo', 1)).toEqual([
      {
        userId: admin.id,
        action: 'site_logo.upload',
        resourceType: 'site_logo',
        resourceId: '1',
        oldValues: null,
        newValues: { name: logo.name, contentType: 'image/webp', width: 300, height: 300, bytes: logo.bytes },
      },
    ]);
  });

  it('replaces it with a square crop (at most 512 px), the old address gone', async () => {
    const old = (await call('GET', '/api/admin/site-logo')).json().logo;
    const res = await upload('/api/admin/site-logo?x=800&y=0&width=800&height=800', await quarters());
    expect(res.statusCode, res.body).toBe(200);
    const { logo } = res.json();
    expect(logo).toMatchObject({ width: 512, height: 512 });
    expect(near((await look((await call('GET', logo.url, null)).rawPayload)).centre, GREEN)).toBeLessThan(12);
    expect((await call('GET', old.url, null)).statusCode).toBe(404);
    expect((await auditTrail(t.db, 'site_logo', 1))[1]).toMatchObject({
      action: 'site_logo.replace',
      oldValues: { name: old.name },
      newValues: { name: logo.name, width: 512 },
    });
    expect(await page()).toContain(`<meta name="site-logo" content="${logo.url}">`);
  });

  it('two logo uploads at once leave one logo and an unbroken audit chain', async () => {
    const png = await quarters();
    const answers = await Promise.all([
      upload('/api/admin/site-logo?x=0&y=0&width=600&height=600', png),
      upload('/api/admin/site-logo?x=800&y=600&width=600&height=600', png),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const trail = await auditTrail(t.db, 'site_logo', 1);
    expect(trail.map((r) => r.action)).toEqual([
      'site_logo.upload',
      'site_logo.replace',
      'site_logo.replace',
      'site_logo.replace',
    ]);
    expect(trail[3]!.oldValues).toEqual(trail[2]!.newValues);
    const { logo } = (await call('GET', '/api/admin/site-logo')).json();
    expect(logo.name).toBe((trail[3]!.newValues as { name: string }).name);
  });

  it('refuses a logo under 64 px and a non-image', async () => {
    const small = await sharp({ create: { width: 40, height: 40, channels: 3, background: RED } })
      .png()
      .toBuffer();
    const res = await upload('/api/admin/site-logo', small);
    expect(res.statusCode).toBe(400);
    expect(reason(res)).toBe(m.logoTooSmall);
    const text = await upload('/api/admin/site-logo', 'GIF89a but not really', 'image/gif');
    expect(text.statusCode).toBe(400);
    expect(reason(text)).toBe(m.unreadable);
    const svg = await upload('/api/admin/site-logo', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect(reason(svg)).toBe(m.notAnImage);
  });

  it('DELETE brings the drawn mark back everywhere', async () => {
    const { logo } = (await call('GET', '/api/admin/site-logo')).json();
    expect((await call('DELETE', '/api/admin/site-logo')).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/site-logo')).json()).toEqual({ logo: null });
    expect((await call('GET', logo.url, null)).statusCode).toBe(404);
    const html = await page();
    expect(html).not.toContain('name="site-logo"');
    expect(html).toContain('<svg data-site-logo');
    expect((await call('DELETE', '/api/admin/site-logo')).statusCode).toBe(204);
    expect((await auditTrail(t.db, 'site_logo', 1)).map((r) => r.action)).toEqual([
      'site_logo.upload',
      'site_logo.replace',
      'site_logo.replace',
      'site_logo.replace',
      'site_logo.delete',
    ]);
  });
});
