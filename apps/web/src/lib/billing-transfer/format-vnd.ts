/** An amount in Vietnamese đồng as Vietnamese banks write it ('1.475.000 ₫'). */
export function formatVnd(amount: number): string {
  return new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);
}
