import type { Catalogue } from '../../catalogue';

export const affiliate: Catalogue['affiliate'] = {
  description:
    'Chia sẻ đường dẫn của bạn và xem ai đã đăng ký qua đường dẫn đó, họ đã mua gói nào.',
  link: {
    title: 'Đường dẫn tiếp thị liên kết của bạn',
    label: 'Đường dẫn tiếp thị liên kết',
    loading: 'Đang tải đường dẫn…',
    copy: 'Sao chép',
    copyLink: 'Sao chép đường dẫn',
    howItWorks:
      'Chia sẻ đường dẫn này ở bất cứ đâu. Khi ai đó mở đường dẫn và đăng ký PostRadar, họ sẽ xuất hiện trong danh sách giới thiệu bên dưới.',
    code: 'Mã tiếp thị liên kết của bạn: {{code}}',
  },
  summary: {
    label: 'Số liệu giới thiệu của bạn',
    signedUp: 'Đã đăng ký qua đường dẫn của bạn',
    purchased: 'Đã mua gói',
  },
  referrals: {
    count_one: '{{formatted}} người được giới thiệu',
    count_other: '{{formatted}} người được giới thiệu',
    registered: 'Ngày đăng ký',
    email: 'E-mail',
    plan: 'Gói',
    price: 'Giá',
    code: 'Mã',
    noPurchase: 'Chưa mua gói nào',
    loadFailed: 'Không thể tải danh sách giới thiệu của bạn.',
    emptyTitle: 'Chưa có ai đăng ký qua đường dẫn của bạn',
    emptyHint:
      'Hãy chia sẻ đường dẫn tiếp thị liên kết với những người bán khác: mọi người đăng ký qua đường dẫn đó sẽ hiện ở đây.',
    pastEnd: 'Trang này không có người được giới thiệu nào.',
    firstPage: 'Về trang đầu',
  },
  export: {
    action: 'Xuất CSV',
    failed: 'Không thể xuất danh sách giới thiệu',
  },
  terms: {
    title: 'Điều khoản',
    signUp:
      'Một người trở thành người được bạn giới thiệu khi họ đăng ký qua đường dẫn của bạn, hoặc bằng mã tiếp thị liên kết của bạn.',
    once: 'Mỗi người chỉ được ghi nhận một lần, cho một người giới thiệu: đường dẫn hay mã họ dùng sau đó không thay đổi điều này.',
    self: 'Bạn không thể tự giới thiệu chính mình.',
    firstPurchase:
      'Danh sách hiển thị lần mua đầu tiên của mỗi người được giới thiệu, gồm gói và giá; các lần gia hạn không được liệt kê.',
    privacy: 'Địa chỉ e-mail được ẩn bớt để bảo vệ quyền riêng tư của người được giới thiệu.',
    payouts:
      'Mức hoa hồng, việc tham gia chương trình giới thiệu, e-mail nhận tiền và số tiền bạn đã kiếm được nằm ở trang Giới thiệu.',
    referralPage: 'Mở trang Giới thiệu',
  },
};
