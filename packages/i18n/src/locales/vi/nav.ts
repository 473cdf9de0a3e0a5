import type { Catalogue } from '../../catalogue';

export const nav: Catalogue['nav'] = {
  mainMenu: 'Menu chính',
  sections: {
    research: 'Nghiên cứu',
    collections: 'Bộ sưu tập của bạn',
    workspace: 'Không gian làm việc',
  },
  items: {
    dashboard: 'Tổng quan',
    posts: 'Bài đăng',
    ads: 'Thư viện quảng cáo',
    pages: 'Trang',
    favorites: 'Yêu thích',
    follows: 'Theo dõi',
    groups: 'Nhóm',
    pixels: 'Pixel',
    trending: 'Xu hướng',
    ideas: 'Ý tưởng',
    pool: 'Kho bài',
    searchHistory: 'Lịch sử tìm kiếm',
    trials: 'Dùng thử',
    personalization: 'Cá nhân hoá',
  },
  user: {
    openMenu: 'Mở menu tài khoản',
    adminPanel: 'Trang quản trị',
    team: 'Đội nhóm',
    support: 'Hỗ trợ',
    billing: 'Gói và hóa đơn',
    affiliates: 'Tiếp thị liên kết',
    settings: 'Cài đặt',
    signOut: 'Đăng xuất',
  },
};
