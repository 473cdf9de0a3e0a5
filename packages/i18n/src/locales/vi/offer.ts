import type { Catalogue } from '../../catalogue';

/** Texts of the limited-time offer: its popup, countdown and form, and its user-menu entry. */
export const offer: Catalogue['offer'] = {
  menuEntry: 'Ưu đãi có thời hạn',
  title: 'Ưu đãi có thời hạn',
  headline: 'Lên đến $1000 quà tặng và voucher giảm giá đến 60%',
  body: 'Để lại e-mail và số điện thoại hoặc liên hệ mạng xã hội, đội ngũ của chúng tôi sẽ liên hệ gửi quà tặng và voucher cho bạn trước khi ưu đãi kết thúc.',
  endsIn: 'Ưu đãi kết thúc sau',
  countdown: {
    days_one: 'ngày',
    days_other: 'ngày',
    hours_one: 'giờ',
    hours_other: 'giờ',
    minutes_one: 'phút',
    minutes_other: 'phút',
    seconds_one: 'giây',
    seconds_other: 'giây',
  },
  form: {
    email: 'E-mail',
    emailPlaceholder: 'ten@example.com',
    emailInvalid: 'Hãy nhập địa chỉ e-mail, ví dụ ten@example.com.',
    contact: 'Số điện thoại hoặc liên hệ mạng xã hội',
    contactHint: 'Số điện thoại, hoặc Zalo, Facebook, Telegram của bạn.',
    contactPlaceholder: '0901 234 567 hoặc facebook.com/tencuaban',
    contactTooShort: 'Hãy nhập ít nhất {{min}} ký tự.',
    submit: 'Nhận quà của tôi',
    privacy: 'Chúng tôi chỉ dùng thông tin này để liên hệ với bạn về ưu đãi.',
  },
  thanks: {
    title: 'Cảm ơn bạn!',
    body: 'Chúng tôi đã nhận được thông tin liên hệ của bạn. Đội ngũ sẽ liên hệ với bạn trước khi ưu đãi kết thúc.',
    close: 'Quay lại PostRadar',
  },
  notNow: 'Để sau',
};
