import type { Catalogue } from '../../catalogue';

export const admin: Catalogue['admin'] = {
  productName: 'PostRadar Admin',
  titleSuffix: ' - PostRadar Admin',
  badge: 'Quản trị',
  homeLink: 'Trang chủ PostRadar Admin',
  backToPostRadar: 'Quay lại PostRadar',
  exchange: {
    pageTitle: 'Đang đăng nhập',
    signingIn: 'Đang đăng nhập cho bạn…',
    signingInHint: 'Đang kiểm tra đường dẫn đăng nhập với PostRadar.',
    errorPageTitle: 'Đăng nhập không thành công',
    errorTitle: 'Không thể dùng đường dẫn đăng nhập này',
    errorHint:
      'Để bảo mật, mỗi đường dẫn từ PostRadar chỉ dùng được một lần và trong 60 giây. Hãy mở lại trang quản trị từ PostRadar để nhận đường dẫn mới.',
    openFromPostRadar: 'Mở trang quản trị từ PostRadar',
  },
  signedOut: {
    pageTitle: 'Đã đăng xuất',
    title: 'Mở trang quản trị từ PostRadar',
    body: 'Trang quản trị không có trang đăng nhập riêng. Hãy đăng nhập PostRadar bằng tài khoản nhân viên rồi chọn Trang quản trị trong menu tài khoản: bạn sẽ được đưa tới đây và đăng nhập sẵn.',
    action: 'Tới PostRadar',
    sessionEnded: 'Phiên quản trị của bạn đã kết thúc',
    signedOutTitle: 'Bạn đã đăng xuất',
    signedOutBody: 'Phiên quản trị trên trình duyệt này đã kết thúc.',
  },
  shell: {
    navigation: 'Các mục quản trị',
    openNavigation: 'Mở các mục quản trị',
    closeNavigation: 'Đóng các mục quản trị',
    overview: 'Tổng quan',
    soon: 'Sắp có',
    signOut: 'Đăng xuất',
    account: 'Tài khoản của bạn',
    signedInAs: 'Đăng nhập với tư cách',
    roles: 'Vai trò',
    noRoles: 'Không có vai trò',
    checkingSession: 'Đang kiểm tra phiên đăng nhập…',
    welcome: 'Xin chào, {{name}}',
    welcomeBody:
      'Bạn đã đăng nhập trang quản trị PostRadar. Các công cụ dưới đây sẽ có trong một bản phát hành sau; trong lúc chờ, chúng được liệt kê tại đây cùng những việc mỗi công cụ sẽ làm.',
    comingLater: 'Sẽ có trong bản phát hành sau',
    whatItWillDo: 'Mục này sẽ giúp bạn',
    openSection: 'Xem kế hoạch',
  },
  roleNames: {
    'super-admin': 'Quản trị cấp cao',
    admin: 'Quản trị viên',
    'admin-worker': 'Nhân viên quản trị',
    mod: 'Điều phối viên',
    'idea-mod': 'Điều phối ý tưởng',
    'group-mod': 'Điều phối nhóm',
    'beta-checktm': 'Người dùng thử bản beta',
  },
  sections: {
    users: {
      title: 'Người dùng',
      description:
        'Tìm bất kỳ tài khoản PostRadar nào và xem mọi thông tin của tài khoản ở một nơi.',
      points: [
        'Tìm người dùng theo e-mail, tên hoặc mã tiếp thị liên kết',
        'Hồ sơ, phiên đăng nhập và thiết bị của từng người dùng',
        'Cấp và thu hồi vai trò nhân viên, được ghi vào nhật ký kiểm tra',
        'Kết thúc các phiên của người dùng khi tài khoản bị dùng chung hoặc bị đánh cắp',
      ],
    },
    plans: {
      title: 'Gói dịch vụ',
      description: 'Thiết kế các gói mà người bán đăng ký.',
      points: [
        'Tạo và sửa gói cùng giá và chu kỳ',
        'Chọn tính năng và số thiết bị dùng cùng lúc cho từng gói',
        'Số chỗ trong đội nhóm cho quản lý và thành viên',
        'Ẩn một gói khỏi bảng giá mà không ảnh hưởng người đang dùng',
      ],
    },
    memberships: {
      title: 'Gói thành viên',
      description:
        'Mọi lượt đăng ký, đang dùng hay đã hết hạn, cùng công cụ để hỗ trợ người bán nhanh chóng.',
      points: [
        'Xem nhanh các gói đang dùng, sắp hết hạn và đã hết hạn',
        'Gia hạn hoặc kết thúc gói thành viên, kèm lý do',
        'Chuyển người bán sang gói khác',
        'Xem đội nhóm đứng sau một gói đội nhóm',
      ],
    },
    billing: {
      title: 'Thanh toán',
      description: 'Các khoản thanh toán qua Stripe, PayPal và chuyển khoản trong một sổ cái.',
      points: [
        'Mọi khoản thanh toán cùng nhà cung cấp, trạng thái và số tiền',
        'Xác nhận chuyển khoản ngân hàng Việt Nam theo nội dung giao dịch',
        'Hoàn tiền và các khoản thanh toán thất bại cần xử lý',
        'Mã giảm giá và nơi chúng được dùng',
      ],
    },
    affiliates: {
      title: 'Tiếp thị liên kết',
      description: 'Vận hành chương trình tiếp thị liên kết và giới thiệu.',
      points: [
        'Duyệt hồ sơ đăng ký: chấp nhận, từ chối hoặc chặn',
        'Lượt giới thiệu, lượt nhấp và hoa hồng của từng người',
        'Kiểm tra tệp chi trả hằng tháng và đánh dấu đã chi trả',
        'Sửa tỷ lệ hoa hồng và điều khoản chương trình',
      ],
    },
    corpusImports: {
      title: 'Nhập dữ liệu',
      description: 'Nạp dữ liệu cho kho nghiên cứu và theo dõi kho lớn dần.',
      points: [
        'Tải lên tệp NDJSON và theo dõi kết quả kiểm tra từng dòng',
        'Chạy trình kết nối Meta Ad Library và xem các lần chạy gần nhất',
        'Số bài đăng, fanpage, tên miền và pixel theo thời gian',
        'Chạy lại hoặc huỷ một lần nhập bị lỗi',
      ],
    },
    auditLog: {
      title: 'Nhật ký kiểm tra',
      description: 'Ai đã làm gì và khi nào: dấu vết bảo mật của PostRadar.',
      points: [
        'Đăng nhập, thay đổi vai trò và thiết bị bị đăng xuất',
        'Tái sử dụng refresh token và các sự kiện bảo mật khác',
        'Lọc theo người dùng, loại sự kiện và ngày',
        'Xuất nhật ký để rà soát',
      ],
    },
  },
};
