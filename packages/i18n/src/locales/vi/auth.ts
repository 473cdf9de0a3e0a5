import type { Catalogue } from '../../catalogue';

export const auth: Catalogue['auth'] = {
  login: {
    pageTitle: 'Đăng nhập',
    eyebrow: 'Chào mừng bạn quay lại',
    headline: 'Đăng nhập vào PostRadar',
    subtitle:
      'Dùng tài khoản Google của bạn. Không cần nhớ mật khẩu, và dữ liệu nghiên cứu luôn theo bạn trên mọi thiết bị.',
    google: 'Đăng nhập bằng Google',
    errorTitle: 'Không thể đăng nhập',
    errors: {
      sign_in_failed: 'Google chưa xác nhận việc đăng nhập của bạn. Vui lòng thử lại.',
      sign_in_expired: 'Phiên đăng nhập đã quá hạn. Vui lòng thử lại.',
      sign_in_cancelled: 'Bạn đã huỷ đăng nhập. Nhấn nút để thử lại.',
    },
    sessionEnded: {
      eyebrow: 'Đã đăng xuất',
      headline: 'Phiên đăng nhập đã kết thúc',
      subtitle:
        'PostRadar đã đăng xuất bạn khỏi trình duyệt này. Hãy đăng nhập lại để tiếp tục nghiên cứu.',
      reasonTitle: 'Lý do bạn bị đăng xuất',
      signInAgain: 'Đăng nhập lại bằng Google',
      reasons: {
        otherDevice: 'Tài khoản của bạn đang được sử dụng trên một thiết bị khác.',
        tokenExpired: 'Phiên truy cập đã hết hạn.',
        sessionEnded: 'Phiên này đã được kết thúc từ danh sách thiết bị, hoặc do bạn đăng xuất.',
        invalidRefreshToken: 'Không thể gia hạn phiên đăng nhập của bạn.',
      },
    },
    newHere: 'Lần đầu dùng PostRadar?',
    seePricing: 'Xem các gói và bản dùng thử miễn phí',
    privacy: 'Chúng tôi chỉ đọc tên, địa chỉ e-mail và ảnh đại diện từ tài khoản Google của bạn.',
    highlights: {
      title: 'Mọi thứ bạn cần để tìm ra sản phẩm bán chạy tiếp theo',
      items: [
        'Kho bài đăng và quảng cáo lớn, liên tục cập nhật, tìm kiếm trong vài giây',
        'Fanpage, tên miền cửa hàng và pixel đứng sau mỗi quảng cáo',
        'Theo dõi tương tác theo thời gian, xu hướng trong 24 giờ',
        'Yêu thích, theo dõi và nhóm bài, chia sẻ với đội nhóm',
      ],
    },
    sisterTools: {
      title: 'Công cụ khác từ đội ngũ của chúng tôi',
      tmCheck: {
        name: 'TM Check',
        description:
          'Kiểm tra slogan và thiết kế có trùng nhãn hiệu đã đăng ký trước khi đăng bán.',
      },
      merchInsights: {
        name: 'Merch Insights',
        description: 'Thứ hạng bán chạy và ước tính doanh số trên các sàn print-on-demand.',
      },
    },
  },
  callback: {
    pageTitle: 'Đang đăng nhập',
    signingIn: 'Đang đăng nhập cho bạn…',
  },
  adminEntry: {
    pageTitle: 'Trang quản trị',
    headline: 'Đăng nhập dành cho nhân viên',
    subtitle: 'Đăng nhập bằng tài khoản Google nhân viên để vào trang quản trị.',
    opening: 'Đang mở trang quản trị…',
    failed: 'Không thể mở trang quản trị.',
    back: 'Quay lại PostRadar',
  },
};
