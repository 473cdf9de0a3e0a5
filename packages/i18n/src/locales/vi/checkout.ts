import type { Catalogue } from '../../catalogue';

/** Texts of the checkout screen (/checkout) and of a bank transfer's details. */
export const checkout: Catalogue['checkout'] = {
  screen: {
    title: 'Thanh toán',
    description: 'Xem lại đơn hàng, chọn cách thanh toán và bắt đầu gói của bạn.',
    backToPlans: 'Chọn gói khác',
    loading: 'Đang tải đơn hàng của bạn…',
    loadFailed: 'Không tải được đơn hàng của bạn',
  },
  review: {
    title: 'Xem lại đơn hàng',
    plan: 'Gói',
    period: 'Chu kỳ thanh toán',
    periodDays_one: '{{count}} ngày',
    periodDays_other: '{{count}} ngày',
    periodMonths_one: '{{count}} tháng',
    periodMonths_other: '{{count}} tháng',
    price: 'Giá',
    discount: 'Giảm giá',
    total: 'Tổng cộng',
  },
  method: {
    title: 'Phương thức thanh toán',
    stripe: 'Thẻ tín dụng hoặc thẻ ghi nợ',
    paypal: 'PayPal',
    bank: 'Chuyển khoản ngân hàng',
    stripeHint: 'Thanh toán bằng thẻ đã lưu hoặc thêm thẻ mới.',
    paypalHint: 'Bạn sẽ xác nhận thanh toán trên PayPal rồi quay lại đây.',
    bankHint:
      'Chỉ dành cho tài khoản ngân hàng Việt Nam: chuyển số tiền bằng VND kèm nội dung chúng tôi cung cấp, hoặc quét mã VietQR.',
    notAvailable: 'Hiện chưa khả dụng',
    staffSetup: 'Nhân viên: đặt {{settings}} để bật cách thanh toán này (README, mục Paying).',
    loadFailed: 'Không tải được các cách thanh toán',
    noneTitle: 'Hiện chưa có cách thanh toán nào',
    noneBody:
      'Trang này chưa bật thanh toán trực tuyến. Hãy nhắn cho chúng tôi qua live chat, chúng tôi sẽ giúp bạn hoàn tất đơn hàng.',
    liveChat: 'Mở live chat',
    cardMissing: 'Vui lòng chọn một thẻ hoặc thêm thẻ mới trước.',
  },
  coupon: {
    label: 'Mã giảm giá',
    placeholder: 'Nhập mã giảm giá',
    apply: 'Áp dụng',
    remove: 'Bỏ mã giảm giá',
    applied: 'Đã áp dụng mã {{code}}',
  },
  pay: {
    stripe: 'Thanh toán {{total}}',
    paypal: 'Tiếp tục với PayPal',
    bank: 'Lấy thông tin chuyển khoản',
    free: 'Bắt đầu gói của tôi',
    secure: 'Thanh toán được xử lý an toàn bởi các nhà cung cấp thanh toán của chúng tôi.',
  },
  paypal: {
    confirming: 'Đang xác nhận thanh toán PayPal của bạn…',
    cancelled:
      'Thanh toán PayPal đã bị huỷ và bạn chưa bị trừ tiền. Đơn hàng vẫn còn đây: hãy chọn cách thanh toán để thử lại.',
  },
  pending: {
    title: 'Sắp xong rồi',
    billCode: 'Mã hoá đơn',
    startsOnTransfer:
      'Gói của bạn bắt đầu ngay khi tiền chuyển khoản về. Bạn có thể rời trang này: chúng tôi đối chiếu giao dịch theo nội dung chuyển khoản.',
    startsOnPayment:
      'Thanh toán của bạn đang được xử lý. Gói bắt đầu ngay khi thanh toán hoàn tất.',
    waiting: 'Đang chờ thanh toán…',
    checkFailed: 'Chưa kiểm tra được thanh toán lúc này; sẽ thử lại sau ít giây.',
    failed: 'Thanh toán không thành công.',
  },
  transfer: {
    title: 'Thông tin chuyển khoản',
    intro: 'Chuyển đúng số tiền này và ghi nội dung chuyển khoản như bên dưới.',
    bank: 'Ngân hàng',
    account: 'Số tài khoản',
    holder: 'Chủ tài khoản',
    amount: 'Số tiền',
    note: 'Nội dung chuyển khoản',
    copy: 'Sao chép',
    copied: 'Đã sao chép',
    scan: 'Quét bằng ứng dụng ngân hàng của bạn',
    qrLabel: 'Mã VietQR của giao dịch này',
  },
  completed: {
    title: 'Thanh toán thành công!',
    body: 'Cảm ơn bạn! Gói của bạn đã được kích hoạt.',
    email: 'Tài khoản',
    plan: 'Gói',
    expires: 'Hết hạn vào',
    start: 'Bắt đầu nghiên cứu',
    billing: 'Thanh toán & hoá đơn',
  },
  failed: {
    title: 'Thanh toán không thành công',
    changePlan: 'Đổi sang gói khác',
    billing: 'Thanh toán & hoá đơn',
  },
};
