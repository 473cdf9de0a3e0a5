import { expect, test } from '@playwright/test';
import { newSeller, readStorage, signIn } from './fixtures';

test('the profile saves language, phone and show-favorites, and keeps them after a reload', async ({
  page,
}) => {
  const seller = newSeller('profile');
  await signIn(page, seller);
  await page.goto('/settings/profile');
  await expect(page.getByTestId('profile-email')).toHaveValue(seller.email);
  const save = page.getByTestId('profile-save');
  await expect(save).toBeDisabled();

  await page.getByTestId('profile-phone').fill('call me');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(/^Must be a phone number/)).toBeVisible();

  await page.getByTestId('profile-phone').fill('+84 912 345 678');
  await page.getByTestId('profile-show-favorite').click();
  await page.getByRole('option', { name: 'No' }).click();
  await page.getByTestId('profile-language').click();
  await page.getByRole('option', { name: 'Tiếng Việt' }).click();
  // The language applies at once and is stored on this device.
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  expect(await readStorage(page, 'language')).toBe('vi');

  await save.click();
  await expect(page.getByTestId('profile-saved')).toHaveText('Đã lưu');
  await expect(save).toBeDisabled();
  await expect(page.getByTestId('profile-saved')).toBeHidden({ timeout: 5_000 });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByTestId('profile-phone')).toHaveValue('+84 912 345 678');
  await expect(page.getByTestId('profile-show-favorite')).toHaveValue('Không');
  await expect(page.getByTestId('profile-language')).toHaveValue('Tiếng Việt');
  await expect(page.getByTestId('profile-save')).toBeDisabled();
});
