import { expect, test } from '@playwright/test';
import { newSeller, signIn } from './fixtures';
import { checkoutFromPricing, chooseMethod, planCard, standard } from './billing/checkout';
import { expectNoSidewaysScroll } from './billing/layout';

const width = 375;

test.describe('paying in Vietnamese on a phone', () => {
  test.use({
    locale: 'vi-VN',
    viewport: { width, height: 812 },
    isMobile: true,
    hasTouch: true,
  });

  test('the plans and a bank transfer checkout fit the screen, in Vietnamese', async ({
    page,
  }, testInfo) => {
    await signIn(page, newSeller('billing-vi'));

    await page.goto('/pricing');
    await expect(page.getByTestId('pricing-promo')).toHaveText(
      'Dùng thử miễn phí 7 ngày, sau đó chọn gói',
    );
    const card = planCard(page, standard.slug);
    await expect(card.getByTestId('plan-popular')).toHaveText('Phổ biến nhất');
    await expect(card.getByTestId('plan-subscribe')).toHaveText('Chọn Standard');
    await expect(card.getByTestId('plan-feature').first()).toHaveText(
      'Tìm kiếm bài viết và quảng cáo không giới hạn',
    );
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: testInfo.outputPath('pricing-vi-375.png'), fullPage: true });

    await checkoutFromPricing(page, standard);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanh toán');
    await expect(page.getByTestId('review-order')).toContainText('Xem lại đơn hàng');
    await chooseMethod(page, 'bank');
    await expect(page.getByTestId('method-bank')).toContainText('Chuyển khoản ngân hàng');
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: testInfo.outputPath('checkout-vi-375.png'), fullPage: true });

    await expect(page.getByTestId('checkout-pay')).toHaveText('Lấy thông tin chuyển khoản');
    await page.getByTestId('checkout-pay').click();
    await expect(page.getByTestId('checkout-pending')).toContainText('Sắp xong rồi');
    const details = page.getByTestId('bank-transfer-details');
    await expect(details).toContainText('Thông tin chuyển khoản');
    await expect(details).toContainText('Nội dung chuyển khoản');
    await expect(details.getByTestId('transfer-amount')).toContainText('1.522.000');
    await expect(details.getByTestId('transfer-qr')).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: testInfo.outputPath('transfer-vi-375.png'), fullPage: true });
  });
});
