import type { Catalogue } from '../../catalogue';

/** Texts of paying by card at checkout: the saved cards, the add-card form and 3-D Secure. */
export const cardPayment: Catalogue['cardPayment'] = {
  savedCards: {
    title: 'Thẻ của bạn',
    masked: '•••• {{last4}}',
    expiresOn: 'Hết hạn vào:',
    expiry: '{{month}} / {{year}}',
    remove: 'Xóa thẻ có số cuối {{last4}}',
    addAnother: 'Thêm thẻ khác',
    loadFailed: 'Không tải được các thẻ đã lưu của bạn',
  },
  brand: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    other: 'Thẻ',
  },
  form: {
    title: 'Nhập thông tin thẻ',
    hint: 'Thông tin thẻ được gửi thẳng tới Stripe; PostRadar không bao giờ thấy số thẻ đầy đủ.',
    card: 'Thẻ',
    cardLoading: 'Đang tải ô nhập thẻ bảo mật…',
    name: 'Tên trên thẻ',
    namePlaceholder: 'Đúng như in trên thẻ',
    nameMissing: 'Vui lòng nhập tên của bạn đúng như trên thẻ tín dụng.',
    submit: 'Thêm thẻ mới',
    cancel: 'Hủy',
    failed: 'Không thêm được thẻ. Vui lòng thử lại.',
  },
  unavailable: {
    title: 'Hiện không thể thanh toán bằng thẻ',
    text: 'Vui lòng chọn cách thanh toán khác.',
  },
  loadFailed: 'Không tải được biểu mẫu thẻ',
  actionFailed: 'Không xác nhận được thanh toán bằng thẻ. Vui lòng thử lại.',
};
