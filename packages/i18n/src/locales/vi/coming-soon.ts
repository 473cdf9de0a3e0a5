import type { Catalogue } from '../../catalogue';

export const comingSoon: Catalogue['comingSoon'] = {
  badge: 'Sắp ra mắt',
  whatItWillDo: 'Trang này sẽ giúp bạn',
  inTheMeantime: 'Trong lúc chờ đợi',
  meantimeBody:
    'Bạn có câu hỏi, hay cần một tính năng trước? Hãy cho chúng tôi biết: lộ trình phát triển luôn dựa trên những gì người bán cần.',
  contactSupport: 'Liên hệ hỗ trợ',
  screens: {
    team: {
      points: [
        'Thêm thành viên bằng e-mail và giao vai trò quản lý hoặc thành viên',
        'Số chỗ theo đúng giới hạn của gói',
        'Chỉnh sửa hoặc gỡ thành viên bất cứ lúc nào',
        'Thông báo rõ ràng khi e-mail được mời chưa có tài khoản',
      ],
    },
  },
};
