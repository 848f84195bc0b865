/** The staff console (/ops) in browser tests: a member signed in with their password, on the order board. */
import type { Page } from 'playwright-core';

export async function consoleSignIn(
  page: Page,
  baseUrl: string,
  who: { email: string; password: string },
): Promise<void> {
  await page.goto(new URL('/ops', baseUrl).toString());
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
}

/** Opens a console screen from its navigation (Catalog, Stock, Staff…) and waits for its heading. */
export async function openConsoleScreen(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}
