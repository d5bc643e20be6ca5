import type { Locator, Page } from 'playwright-core';

/**
 * Classifies a new agreement or contract on its form (issue 19: required for new records): jenis KSDPK,
 * partner category Badan Usaha, urusan Pendidikan. `form`: the form's container; options open in the page.
 */
export const pilihKlasifikasi = async (page: Page, form: Locator): Promise<void> => {
  await form.getByLabel(/^Jenis Kerja Sama/).selectOption('KSDPK');
  await form.getByLabel(/^Kategori Mitra/).selectOption('badan_usaha');
  await form.getByRole('combobox', { name: /^Urusan Pemerintahan/ }).click();
  // a listbox of options (KlasifikasiFields overrides the multiselect Combobox's menu of checkboxes)
  await page.getByRole('option', { name: 'Pendidikan', exact: true }).click();
  await page.keyboard.press('Escape');
};
