import type { Catalogue } from '../../catalogue';

/** Texts of the payment sandbox, where payments go to local test providers. */
export const sandbox: Catalogue['sandbox'] = {
  banner: {
    label: 'Môi trường thử thanh toán',
    text: 'Sandbox: thanh toán được gửi tới các nhà cung cấp thử nghiệm trên máy này. Không có tiền thật nào được chuyển.',
    bankHint:
      'Để thanh toán bằng chuyển khoản, hãy chuyển từ trang ngân hàng giả có địa chỉ do lệnh npm run start:sandbox in ra.',
    cardsHint:
      'Thẻ thử nghiệm: 4242 4242 4242 4242 thanh toán thành công, 4000 0000 0000 0002 bị từ chối, 4000 0027 6000 3184 yêu cầu xác thực 3-D Secure.',
  },
};
