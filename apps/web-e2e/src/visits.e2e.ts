import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { OutboxService } from '@sawa/api/messaging';
import { addDays, formatMoney, formatVisitDay, kigaliInstant, kigaliToday } from '@sawa/shared/domain';
import { mimePart } from '../../api/test/support/mime';
import { startSmtp, type TestSmtp } from '../../api/test/support/smtp';
import { startSite, Site, TEST_ADMIN } from '../support/site';

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/** Places taken on a time, counted from the visits that hold them. */
const heldAt = async (site: Site, startsAt: string) =>
  Number(
    (
      await site.t.dataSource.query(
        `SELECT coalesce(sum(b.party_size), 0) AS n FROM booking b JOIN visit_slot s ON s.id = b.slot_id WHERE b.holds_places AND s.starts_at = $1`,
        [startsAt],
      )
    )[0].n,
  );

/** A visitor books a studio visit on the calendar in Chromium, pays in the sandbox, gets the mail, moves the visit; the studio sees it. */
describe('studio visits in the browser', () => {
  let site: Site;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    // The demo shop's example schedule (Tuesday to Sunday at 10, 12, 14 and 16, 8 places); mail goes to a real SMTP server.
    site = await startSite({ SMTP_URL: smtp.url, MAIL_WORKER_INTERVAL_SECONDS: '0', VISIT_REMINDER_INTERVAL_SECONDS: '0' });
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await smtp.close();
  });

  it('Book Now → a day and a time with their free places → Processing... → sandbox Pay → the mail with the .ics → reschedule through the signed link → the old places are free again; the day view shows it', async () => {
    const page = await site.newPage();
    // The booking request is held until the test has seen the button while the invoice is being created.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().method() === 'POST' && (route.request().postData() ?? '').includes('mutation BookVisit')) await held;
      await route.continue();
    });
    await page.goto('/');
    const book = page.getByRole('button', { name: 'Book Now' });
    await book.scrollIntoViewIfNeeded();
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Book a studio visit' });
    await dialog.getByRole('heading', { name: 'Book a studio visit' }).waitFor();

    // The first day with all four times open (the next day's early times close as the day goes on: its button then
    // counts fewer): its button says how many places are free; its times say theirs.
    await dialog.getByLabel('People').selectOption('2');
    const day = dialog.locator('.slot-picker__day:not([disabled])[aria-label$=": 32 places free"]').first();
    await day.waitFor();
    const dayLabel = (await day.getAttribute('aria-label')) as string;
    expect(dayLabel).toMatch(/^\w+day \d{1,2} \w+ \d{4}: 32 places free$/);
    await day.click();
    const date = dayLabel.split(':')[0];
    await dialog.getByRole('group', { name: `Time on ${date} (Kigali time)` }).waitFor();
    await dialog.getByLabel('10:00 · 8 places left').check();
    await dialog.getByText(`${date} at 10:00, 2 people:`).waitFor();
    expect(await dialog.locator('.visit-form__total strong').textContent()).toBe(formatMoney('30000.00', 'RWF'));
    await dialog.getByRole('button', { name: 'Book and pay' }).click();
    await dialog.getByText('Full name is required.').waitFor();
    await dialog.getByLabel('Full name').fill('Amani Keza');
    await dialog.getByLabel('Email').fill('amani@example.org');
    await dialog.getByLabel('Phone').fill('+250 788 555 000');
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Book and pay' }).click();
    const processing = dialog.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    expect(await site.t.dataSource.query('SELECT 1 FROM booking')).toEqual([]);
    await Promise.all([page.waitForURL(/\/sandbox\/irembopay\/pay\/\d+$/), Promise.resolve().then(release)]);
    await page.getByText('Total: RWF 30,000').waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/visit\/VISIT-[0-9A-Z]{8}$/);
    await page.getByText('Your studio visit is booked and paid.', { exact: false }).waitFor();
    await page.getByText(`${date} at 10:00 (Kigali time)`).waitFor();
    await page.getByText(`2 people: ${formatMoney('30000.00', 'RWF')} (paid)`).waitFor();
    await page.getByText('To reschedule or cancel, use the link in your confirmation e-mail.').waitFor();
    const reference = new URL(page.url()).pathname.split('/').pop()!;
    const [{ startsAt }] = await site.t.dataSource.query(
      `SELECT s.starts_at AS "startsAt" FROM booking b JOIN visit_slot s ON s.id = b.slot_id WHERE b.reference = $1`,
      [reference],
    );
    expect(await heldAt(site, startsAt.toISOString())).toBe(2);

    // The confirmation: through the outbox to the SMTP server, with the calendar file in UTC (10:00 in Kigali is 08:00Z).
    await site.t.app.get(OutboxService).deliverDue();
    const mail = smtp.received.find((m) => m.to.includes('amani@example.org'))!;
    const text = mimePart(mail.raw, 'text/plain')!.body;
    expect(text).toContain(`When: ${date} at 10:00 (Kigali time)`);
    const ics = mimePart(mail.raw, 'text/calendar')!.body;
    expect(ics).toContain(`DTSTART:${startsAt.toISOString().slice(0, 10).replace(/-/g, '')}T080000Z`);
    expect(ics).toContain(`DTEND:${startsAt.toISOString().slice(0, 10).replace(/-/g, '')}T090000Z`);
    const link = new URL(/(http:\/\/127\.0\.0\.1:\d+\/visit\/VISIT-[0-9A-Z]{8}\?key=[\w-]+)/.exec(text)![1]);

    // The signed link: reschedule to the same day at 14:00.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('You can reschedule or cancel until', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const change = page.getByRole('region', { name: 'Choose another day and time' });
    // Its own time is not offered again: the day counts the other three times.
    await change.getByRole('button', { name: `${date}: 24 places free` }).click();
    expect(await change.getByLabel('10:00 · 6 places left').count()).toBe(0);
    await change.getByLabel('14:00 · 8 places left').check();
    expect(await axe(page)).toEqual([]);
    await change.getByRole('button', { name: 'Move my visit' }).click();
    await page.getByText(`Your visit now starts on ${date} at 14:00 (Kigali time).`, { exact: false }).waitFor();
    await page.getByText(`${date} at 14:00 (Kigali time)`, { exact: true }).waitFor();
    // The old time's places are free again, the new one holds the party.
    expect(await heldAt(site, startsAt.toISOString())).toBe(0);
    expect(await heldAt(site, new Date(startsAt.getTime() + 4 * 3_600_000).toISOString())).toBe(2);

    // The studio's day view shows what was booked.
    const admin = await site.newPage();
    await admin.goto('/sawa-admin-login');
    await admin.getByLabel('User Name').fill(TEST_ADMIN.userName);
    await admin.getByLabel('Password').fill(TEST_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.waitForURL('**/admin/dashboard');
    await admin.getByRole('link', { name: 'Visit calendar' }).click();
    await admin.getByLabel('Date').fill(dateIso(date));
    await admin.getByRole('heading', { name: `${date} (Kigali time)` }).waitFor();
    const afternoon = admin.locator('.visit-slot').filter({ hasText: '14:00 · 2 of 8 booked · 6 free' });
    await afternoon.getByRole('cell', { name: /^Amani Keza/ }).waitFor();
    expect(await afternoon.getByRole('cell', { name: '2', exact: true }).count()).toBe(1);
    await admin.locator('.visit-slot').filter({ hasText: '10:00 · 0 of 8 booked · 8 free' }).waitFor();
    expect(await axe(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Week' }).click();
    await admin.getByRole('region', { name: date }).getByText('Amani Keza (2)').waitFor();
    expect(site.pageErrors).toEqual([]);
  });

  it('the legacy route: a paid visit with no date chooses its time on its page, then holds its places', async () => {
    const legacy = await site.t
      .http()
      .post('/api/v1/payments/sawatour-invoice')
      .set('X-API-Version', '2')
      .send({ customer: { name: 'Eric', email: 'eric@example.org' } })
      .expect(200);
    const reference = legacy.body.data.transactionId as string;
    const page = await site.newPage();
    await page.goto(new URL(legacy.body.data.paymentLinkUrl).pathname);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(`**/visit/${reference}`);
    await page.getByText('Your studio visit is paid. Choose its day and time below.').waitFor();
    expect(await site.t.dataSource.query('SELECT holds_places AS held FROM booking WHERE reference = $1', [reference])).toEqual([{ held: false }]);
    const chooser = page.getByRole('region', { name: 'Choose your day and time' });
    const day = chooser.locator('.slot-picker__day:not([disabled])').first();
    const date = ((await day.getAttribute('aria-label')) as string).split(':')[0];
    await day.click();
    await chooser.getByLabel(/^16:00 · \d places? left$/).check();
    expect(await axe(page)).toEqual([]);
    await chooser.getByRole('button', { name: 'Book this time' }).click();
    // The page keeps its signed key from now on (the address to come back to), and shows the time.
    await page.waitForURL(new RegExp(`/visit/${reference}\\?key=[\\w-]{43}$`));
    await page.getByText(`${date} at 16:00 (Kigali time)`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reschedule' }).waitFor();
    expect(await site.t.dataSource.query('SELECT holds_places AS held, party_size AS party FROM booking WHERE reference = $1', [reference])).toEqual([
      { held: true, party: 1 },
    ]);
    expect(site.pageErrors).toEqual([]);
  });

  it('on a phone: a visit in francs is paid by MTN MoMo, approved on the sandbox phone, and its page shows it paid without a reload', async () => {
    const [slot] = (
      await site.t
        .http()
        .post('/graphql')
        .send({ query: `query ($from: String!, $to: String!) { visitSlots(from: $from, to: $to) { startsAt free } }`, variables: dayRange() })
        .expect(200)
    ).body.data.visitSlots.filter((s: { free: number }) => s.free > 0);
    const booked = await site.t
      .http()
      .post('/graphql')
      .set('x-forwarded-for', '203.0.113.77')
      .send({
        query: `mutation ($input: BookVisitInput!) { bookVisit(input: $input) { reference } }`,
        variables: { input: { startsAt: slot.startsAt, partySize: 1, name: 'Keza Uwase', email: 'keza@example.org', phone: '+250 788 123 456' } },
      })
      .expect(200);
    const reference = booked.body.data.bookVisit.reference as string;
    const page = await site.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`/visit/${reference}`);
    const form = page.getByRole('group', { name: 'Pay with mobile money' });
    await form.getByText('Leave empty to use the number you booked with (ending in 456).').waitFor();
    expect(await axe(page)).toEqual([]);
    await form.getByRole('button', { name: 'Pay with MTN MoMo' }).click();
    await page.getByText('A payment request was sent to your phone (MTN MoMo, number ending in 456).', { exact: false }).waitFor();
    // The visitor's phone, simulated by the sandbox: the request, approved with the PIN.
    const [phone] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Open the sandbox phone' }).click()]);
    await phone.getByText('0788123456').waitFor();
    await phone.getByText(formatMoney('15000.00', 'RWF'), { exact: false }).first().waitFor();
    await phone.getByRole('button', { name: 'Approve with PIN' }).click();
    await phone.getByText('Paid:', { exact: false }).waitFor();
    // The visit page, never reloaded, shows the payment (it asks while the visit waits).
    await page.getByText('Your studio visit is booked and paid.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('group', { name: 'Pay with mobile money' }).count()).toBe(0);
    expect(site.pageErrors).toEqual([]);
  });

  it('the studio works its calendar: blocks a time, moves a visit, marks it no-show then attended, records a walk-in against the places', async () => {
    const owner = { authorization: `Bearer ${await site.t.token()}` };
    const api = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = owner) => {
      const res = await site.t.http().post('/graphql').set(headers).send({ query, variables }).expect(200);
      if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
      return res.body.data;
    };
    const held = async (reference: string) =>
      (
        await site.t.dataSource.query(
          `SELECT b.status, b.party_size AS party, to_char(s.starts_at AT TIME ZONE 'Africa/Kigali', 'YYYY-MM-DD HH24:MI') AS kigali
             FROM booking b JOIN visit_slot s ON s.id = b.slot_id WHERE b.reference = $1`,
          [reference],
        )
      )[0];
    // A one-off time early today (already begun: attendance and walk-ins are recorded from a visit's day on), and a
    // paid visit of two at noon on a later day, booked and paid as a visitor does.
    const today = kigaliToday();
    await api('mutation ($d: String!) { addExtraVisitSlot(date: $d, time: "00:01", places: 6) { startsAt } }', { d: today });
    // A later day nobody has booked yet (the journeys above took times of the first days).
    const later = (
      await api('query ($from: String!, $to: String!) { visitSlots(from: $from, to: $to) { startsAt date time free } }', {
        from: addDays(today, 2),
        to: addDays(today, 8),
      })
    ).visitSlots as { startsAt: string; date: string; time: string; free: number }[];
    const noon = later.find((s) => s.time === '12:00' && later.every((o) => o.date !== s.date || o.free === 8))!;
    const booked = await api(
      'mutation ($input: BookVisitInput!) { bookVisit(input: $input) { reference paymentLinkUrl } }',
      { input: { startsAt: noon.startsAt, partySize: 2, name: 'Mugisha Eric', email: 'mugisha@example.org', phone: '+250 788 222 333' } },
      { 'x-forwarded-for': '203.0.113.78' },
    );
    const reference = booked.bookVisit.reference as string;
    await site.t.http().post(new URL(booked.bookVisit.paymentLinkUrl).pathname).expect(303);

    const admin = await site.newPage();
    await admin.goto('/sawa-admin-login');
    await admin.getByLabel('User Name').fill(TEST_ADMIN.userName);
    await admin.getByLabel('Password').fill(TEST_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.waitForURL('**/admin/dashboard');
    await admin.getByRole('link', { name: 'Visit calendar' }).click();
    await admin.getByLabel('Date').fill(noon.date);
    await admin.getByRole('heading', { name: `${formatVisitDay(noon.date)} (Kigali time)` }).waitFor();

    // Block 16:00 to new bookings.
    await admin.getByRole('button', { name: 'Block 16:00' }).click();
    await admin.getByText('16:00 is blocked to new bookings.').waitFor();
    await admin.locator('.visit-slot').filter({ hasText: '16:00 · 0 of 8 booked · 0 free' }).getByText('Blocked').waitFor();
    expect(
      (await api('query ($from: String!, $to: String!) { visitSlots(from: $from, to: $to) { time free } }', { from: noon.date, to: noon.date })).visitSlots,
    ).toContainEqual({ time: '16:00', free: 0 });

    // Move the visit from noon into the blocked 16:00 (the studio may; visitors may not).
    const visitRow = admin
      .locator('.visit-slot')
      .filter({ hasText: '12:00 · 2 of 8 booked' })
      .getByRole('row', { name: /Mugisha Eric/ });
    await visitRow.getByRole('button', { name: 'Move' }).click();
    const move = admin.getByRole('form', { name: 'Move Mugisha Eric' });
    await move.getByLabel('Time').selectOption({ label: '16:00 (8 free, blocked)' });
    expect(await axe(admin)).toEqual([]);
    await move.getByRole('button', { name: 'Move here' }).click();
    await admin.getByText("Mugisha Eric's visit is moved; the visitor is told.").waitFor();
    await admin.locator('.visit-slot').filter({ hasText: '12:00 · 0 of 8 booked · 8 free' }).waitFor();
    await admin
      .locator('.visit-slot')
      .filter({ hasText: '16:00 · 2 of 8 booked · 0 free' })
      .getByRole('row', { name: /Mugisha Eric/ })
      .waitFor();
    expect(await held(reference)).toEqual({ status: 'paid', party: 2, kigali: `${noon.date} 16:00` });

    // The visit's day has come: it is held on today's early time (written in the database, as time passing would).
    await site.t.dataSource.query(`UPDATE booking SET slot_id = (SELECT id FROM visit_slot WHERE starts_at = $1) WHERE reference = $2`, [
      kigaliInstant(today, '00:01'),
      reference,
    ]);
    // Today: the visit is there; the studio marks it no-show, then corrects it to attended.
    await admin.getByLabel('Date').fill(today);
    await admin.getByRole('heading', { name: `${formatVisitDay(today)} (Kigali time)` }).waitFor();
    const early = admin.locator('.visit-slot').filter({ hasText: '00:01 · 2 of 6 booked · 4 free' });
    await early
      .getByRole('row', { name: /Mugisha Eric/ })
      .getByRole('button', { name: 'No-show' })
      .click();
    await admin.getByText('Mugisha Eric: no-show.').waitFor();
    await early
      .getByRole('row', { name: /Mugisha Eric/ })
      .getByRole('cell', { name: 'no-show' })
      .waitFor();
    expect((await held(reference)).status).toBe('no_show');
    await early
      .getByRole('row', { name: /Mugisha Eric/ })
      .getByRole('button', { name: 'Attended' })
      .click();
    await admin.getByText('Mugisha Eric attended.').waitFor();
    expect((await held(reference)).status).toBe('attended');

    // A walk-in of three against the four places left; a party of five more does not fit.
    const walkIn = admin.getByRole('form', { name: 'Walk-in at 00:01' });
    await walkIn.getByLabel('People').fill('3');
    await walkIn.getByLabel('Name (optional)').fill('Family at the door');
    await walkIn.getByRole('button', { name: 'Record walk-in' }).click();
    await admin.getByText('Walk-in of 3 people recorded at 00:01.').waitFor();
    const after = admin.locator('.visit-slot').filter({ hasText: '00:01 · 5 of 6 booked · 1 free' });
    await after
      .getByRole('row', { name: /Family at the door/ })
      .getByRole('cell', { name: 'attended (walk-in)' })
      .waitFor();
    await walkIn.getByLabel('People').fill('5');
    await walkIn.getByRole('button', { name: 'Record walk-in' }).click();
    await admin.getByText('This time is full; choose another').waitFor();
    expect(await axe(admin)).toEqual([]);
    const [{ walkIns }] = await site.t.dataSource.query(`SELECT count(*)::int AS "walkIns" FROM booking WHERE source = 'walk_in'`);
    expect(walkIns).toBe(1);

    // The visit's own history on the Studio visits page: paid by the payment service, then what the studio did.
    await admin.getByRole('link', { name: 'Studio visits' }).click();
    await admin
      .getByRole('row', { name: new RegExp(reference) })
      .getByRole('button', { name: 'History' })
      .click();
    const history = admin.getByRole('region', { name: 'History' });
    for (const action of ['Visit paid', 'Visit moved', 'Visitor did not come', 'Visit attended'])
      await history.getByRole('cell', { name: action, exact: true }).waitFor();
    expect(await history.getByRole('row').count()).toBe(5);
    expect(site.pageErrors).toEqual([]);
  });
});

/** The next 30 Kigali days, as visitSlots takes them. */
function dayRange(): { from: string; to: string } {
  const day = (n: number) => new Date(Date.now() + 2 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
  return { from: day(0), to: day(30) };
}

/** "Tuesday 1 December 2026" back to 2026-12-01. */
function dateIso(visitDay: string): string {
  const [, day, month, year] = visitDay.split(' ');
  const index = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].indexOf(month);
  const iso = `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  expect(formatVisitDay(iso)).toBe(visitDay);
  return iso;
}
