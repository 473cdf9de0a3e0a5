import type { Catalogue } from '../../catalogue';

export const settings: Catalogue['settings'] = {
  title: 'Cài đặt',
  backToApp: 'Quay lại PostRadar',
  collapseSidebar: 'Thu gọn thanh bên',
  expandSidebar: 'Mở rộng thanh bên',
  openMenu: 'Mở menu cài đặt',
  closeMenu: 'Đóng menu cài đặt',
  otherSettings: 'Cài đặt khác',
  menu: {
    profile: 'Hồ sơ',
    billing: 'Thanh toán',
    affiliate: 'Tiếp thị liên kết',
    referral: 'Giới thiệu',
    team: 'Đội nhóm',
    searchHistory: 'Lịch sử tìm kiếm',
  },
  profile: {
    account: 'Tài khoản của bạn',
    accountHint: 'Tên, địa chỉ e-mail và ảnh đại diện được lấy từ tài khoản Google của bạn.',
    name: 'Họ tên',
    email: 'E-mail',
    language: 'Ngôn ngữ giao diện',
    languageHint: 'Áp dụng ngay trên thiết bị này.',
  },
};
