import type { Catalogue } from '../../catalogue';

export const referral: Catalogue['referral'] = {
  description: 'Nhận hoa hồng khi người bán do bạn giới thiệu mua gói đầu tiên.',
  loadFailed: 'Không thể tải thông tin chương trình giới thiệu của bạn.',
  contactSupport: 'Liên hệ hỗ trợ',
  join: {
    title: 'Nhận {{percent}}% mỗi lần mua đầu tiên',
    body: 'Mời những người bán khác dùng PostRadar. Khi một người đăng ký qua đường dẫn của bạn mua gói đầu tiên, bạn nhận {{percent}}% số tiền họ thanh toán.',
    stepsTitle: 'Cách thức hoạt động',
    steps: {
      join: {
        title: 'Gửi yêu cầu tham gia',
        body: 'Gửi yêu cầu ở bên dưới. Đội ngũ của chúng tôi xem xét từng yêu cầu.',
      },
      share: {
        title: 'Chia sẻ đường dẫn',
        body: 'Khi được chấp nhận, hãy chia sẻ đường dẫn riêng của bạn hoặc các banner có sẵn.',
      },
      earn: {
        title: 'Nhận tiền',
        body: 'Hoa hồng ở trạng thái chờ trong {{days}} ngày sau khi mua, phòng trường hợp hoàn tiền, sau đó được ghi nhận và chi trả vào tài khoản PayPal của bạn.',
      },
    },
    action: 'Tham gia ngay',
    failed: 'Không thể gửi yêu cầu của bạn',
  },
  pending: {
    title: 'Đã nhận yêu cầu',
    body: 'Cảm ơn bạn đã đăng ký tham gia chương trình giới thiệu. Đội ngũ của chúng tôi xem xét từng yêu cầu; khi bạn được chấp nhận, đường dẫn, banner và thu nhập sẽ hiện ở đây.',
    askedOn: 'Gửi yêu cầu ngày {{date}}',
  },
  rejected: {
    title: 'Yêu cầu của bạn chưa được chấp nhận',
    body: 'Yêu cầu tham gia chương trình giới thiệu của bạn đã bị từ chối. Nếu bạn muốn biết lý do hoặc cho rằng có điều gì bị bỏ sót, đội hỗ trợ luôn sẵn lòng giúp đỡ.',
  },
  blocked: {
    title: 'Tài khoản giới thiệu của bạn đã bị khóa',
    body: 'Lượt nhấp vào đường dẫn và lượt đăng ký mới qua đường dẫn của bạn không còn được ghi nhận. Nếu bạn cho rằng đây là nhầm lẫn, vui lòng liên hệ đội hỗ trợ.',
  },
  figures: {
    label: 'Số liệu giới thiệu của bạn',
    clicks: 'Lượt nhấp đường dẫn',
    referrals: 'Người được giới thiệu',
    conversions: 'Đã mua gói',
    pending: 'Đang chờ',
    earned: 'Đã ghi nhận',
    paid: 'Đã chi trả',
    pendingHint: 'Hoa hồng ở trạng thái chờ trong {{days}} ngày sau khi mua, sau đó được ghi nhận.',
  },
  link: {
    title: 'Đường dẫn giới thiệu của bạn',
    label: 'Đường dẫn giới thiệu',
    hint: 'Mọi người đăng ký qua đường dẫn này đều trở thành người được bạn giới thiệu.',
    copy: 'Sao chép',
    edit: 'Sửa',
    code: 'Mã của bạn: {{code}}',
  },
  editCode: {
    title: 'Sửa mã giới thiệu',
    label: 'Mã',
    description: 'Từ 3 đến 32 ký tự gồm chữ cái, chữ số, - hoặc _.',
    invalid: 'Hãy dùng từ 3 đến 32 ký tự gồm chữ cái, chữ số, - hoặc _.',
    taken: 'Mã này đã có người dùng.',
    warning:
      'Các đường dẫn có mã hiện tại ({{code}}) sẽ không còn ghi nhận cho bạn ngay khi bạn đổi mã. Hãy cập nhật những nơi bạn đã chia sẻ.',
    preview: 'Đường dẫn mới: {{link}}',
    save: 'Lưu mã',
    saved: 'Mã giới thiệu của bạn giờ là {{code}}',
    failed: 'Không thể đổi mã của bạn',
  },
  payout: {
    title: 'Phương thức nhận tiền',
    body: 'Chúng tôi chi trả hoa hồng đã ghi nhận qua PayPal đến địa chỉ e-mail này.',
    label: 'E-mail PayPal',
    placeholder: 'ban@example.com',
    invalid: 'Hãy nhập một địa chỉ e-mail hợp lệ, ví dụ ban@example.com.',
    missing: 'Hãy thêm e-mail PayPal để chúng tôi có thể chi trả cho bạn.',
    save: 'Lưu',
    saved: 'Đã lưu',
    failed: 'Không thể lưu e-mail nhận tiền của bạn',
  },
  banners: {
    title: 'Banner',
    body: 'Các banner có sẵn cho website, blog hoặc bản tin của bạn. Mã HTML hiển thị banner và liên kết nó tới đường dẫn giới thiệu của bạn.',
    alt: 'PostRadar: tìm những bài đăng và quảng cáo bán chạy',
    download: 'Tải xuống',
    code: 'Mã HTML',
    copyCode: 'Sao chép mã',
    sizes: {
      leaderboard: 'Banner ngang',
      rectangle: 'Banner chữ nhật',
      social: 'Bài đăng mạng xã hội',
    },
  },
  referrals: {
    title: 'Ai đã đăng ký',
    body: 'Xem tất cả những người đã đăng ký qua đường dẫn của bạn, cùng lần mua đầu tiên của họ, ở trang Tiếp thị liên kết.',
    action: 'Mở trang Tiếp thị liên kết',
  },
};
