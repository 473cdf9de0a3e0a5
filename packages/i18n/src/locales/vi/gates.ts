import type { Catalogue } from '../../catalogue';

export const gates: Catalogue['gates'] = {
  titles: {
    membershipRequired: 'Chọn một gói để tiếp tục nghiên cứu',
    trialLimit: 'Bản dùng thử đã đạt giới hạn',
  },
  trialOffer: {
    badge: 'Miễn phí 7 ngày',
    title: 'Bắt đầu dùng thử miễn phí',
    description:
      'Tài khoản này chưa có gói nào. Bản dùng thử miễn phí mở màn hình này trong bảy ngày, không cần thẻ; sau đó hãy chọn gói hợp với cửa hàng của bạn.',
    action: 'Xem gói dùng thử',
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
