import type { Catalogue } from '../../catalogue';

export const comingSoon: Catalogue['comingSoon'] = {
  badge: 'Sắp ra mắt',
  whatItWillDo: 'Trang này sẽ giúp bạn',
  inTheMeantime: 'Trong lúc chờ đợi',
  meantimeBody:
    'Bạn có câu hỏi, hay cần một tính năng trước? Hãy cho chúng tôi biết: lộ trình phát triển luôn dựa trên những gì người bán cần.',
  contactSupport: 'Liên hệ hỗ trợ',
  screens: {
    searchHistory: {
      title: 'Lịch sử tìm kiếm',
      description: 'Quay lại bất kỳ lần tìm kiếm nào, hoặc đặt tên để lưu và chạy lại sau.',
      points: [
        'Mọi lần tìm kiếm cùng từ khoá, bộ lọc và cách sắp xếp',
        'Chạy lại một lần tìm kiếm cũ chỉ với một cú bấm',
        'Đặt tên và lưu những tìm kiếm bạn dùng nhiều nhất',
        'Xoá lịch sử bất cứ khi nào bạn muốn',
      ],
    },
    profile: {
      title: 'Hồ sơ',
      description: 'Tài khoản, ngôn ngữ, số điện thoại và các thiết bị đang đăng nhập.',
      points: [
        'Số điện thoại để khôi phục tài khoản và nhận hỗ trợ',
        'Chọn có hiển thị mục yêu thích trong kết quả tìm kiếm hay không',
        'Lưu thay đổi với thông báo xác nhận rõ ràng',
        'Ngôn ngữ ưa thích được lưu vào tài khoản của bạn',
      ],
    },
    billing: {
      title: 'Thanh toán',
      description: 'Gói dịch vụ, gia hạn và hoá đơn của bạn ở cùng một nơi.',
      points: [
        'Gói hiện tại cùng ngày bắt đầu và ngày hết hạn',
        'Đổi gói hoặc huỷ gói, luôn có bước xác nhận',
        'Lịch sử thanh toán đầy đủ với ngày, số tiền và trạng thái',
        'Thông báo tên chủ đội nhóm khi bạn dùng gói đội nhóm',
      ],
    },
    affiliate: {
      title: 'Tiếp thị liên kết',
      description: 'Đường dẫn tiếp thị liên kết của bạn, ai đã đăng ký qua đó và họ đã mua gì.',
      points: [
        'Đường dẫn tiếp thị liên kết riêng, sẵn sàng để sao chép',
        'Danh sách người được giới thiệu cùng gói và ngày đăng ký',
        'Xuất danh sách giới thiệu ra tệp CSV',
        'Điều khoản rõ ràng về việc chi trả vào cuối mỗi tháng',
      ],
    },
    referral: {
      title: 'Giới thiệu',
      description:
        'Tham gia chương trình giới thiệu, chia sẻ đường dẫn và banner, theo dõi hoa hồng của bạn.',
      points: [
        'Đăng ký chỉ với một cú bấm và theo dõi trạng thái hồ sơ',
        'Đặt e-mail PayPal để nhận tiền',
        'Banner và đường dẫn riêng để chia sẻ',
        'Lượt nhấp, lượt giới thiệu, số tiền đang chờ, đã kiếm và đã nhận',
      ],
    },
    team: {
      title: 'Đội nhóm',
      description: 'Mời những người cùng làm việc với bạn dùng chung gói dịch vụ.',
      points: [
        'Thêm thành viên bằng e-mail và giao vai trò quản lý hoặc thành viên',
        'Số chỗ theo đúng giới hạn của gói',
        'Chỉnh sửa hoặc gỡ thành viên bất cứ lúc nào',
        'Thông báo rõ ràng khi e-mail được mời chưa có tài khoản',
      ],
    },
  },
};
