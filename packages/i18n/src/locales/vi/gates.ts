import type { Catalogue } from '../../catalogue';

export const gates: Catalogue['gates'] = {
  titles: {
    membershipRequired: 'Chọn một gói để tiếp tục nghiên cứu',
    trialLimit: 'Bản dùng thử đã đạt giới hạn',
  },
  membershipRequired:
    'Cần có một gói đang hoạt động để dùng tính năng này. Hãy chọn gói để tiếp tục.',
  trialLimit: 'Bạn đã dùng hết giới hạn của bản dùng thử. Vui lòng nâng cấp để tiếp tục.',
  features: {
    ads: 'Thư viện quảng cáo có trong gói Standard. Hãy nâng cấp để tiếp tục.',
    trending: 'Xu hướng có trong gói Standard. Hãy nâng cấp để tiếp tục.',
    pixels: 'Pixel có trong gói Standard. Hãy nâng cấp để tiếp tục.',
    favorites: 'Yêu thích có trong gói Standard. Hãy nâng cấp để tiếp tục.',
    follows: 'Theo dõi và danh sách chặn có trong gói Standard. Hãy nâng cấp để tiếp tục.',
    groups: 'Nhóm có trong gói Standard. Hãy nâng cấp để tiếp tục.',
    pool: 'Pool có trong gói Standard. Hãy nâng cấp để tiếp tục.',
  },
  demoAlt: {
    ads: 'Một trang của Thư viện quảng cáo: quảng cáo với hình ảnh, cửa hàng và số nhóm quảng cáo đang chạy',
    pro: 'Một trang bài viết xu hướng với các đột biến tương tác',
  },
};
