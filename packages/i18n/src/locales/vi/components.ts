import type { Catalogue } from '../../catalogue';

export const components: Catalogue['components'] = {
  timeAgo: {
    invalid: 'Không rõ thời gian',
  },
  upgrade: {
    badge: 'Gói Standard',
    ads: {
      title: 'Mở khóa Thư viện quảng cáo',
      description:
        'Xem ngay những quảng cáo mà các seller khác đang chi tiền chạy: hình ảnh, nội dung, cửa hàng đích và số nhóm quảng cáo của từng sản phẩm. Thư viện quảng cáo có trong gói Standard.',
      button: 'Mở khóa Thư viện quảng cáo',
    },
    pro: {
      title: 'Nâng cấp lên gói Standard',
      description:
        'Dùng mọi bộ lọc, cách sắp xếp theo xu hướng và tương tác đột biến, theo dõi pixel và tên miền, thêm thành viên đội nhóm với 59$ mỗi tháng.',
      button: 'Xem các gói',
    },
    demoAlt: 'Xem trước tính năng này trong gói Standard',
  },
  pager: {
    label: 'Phân trang',
    previous: 'Trước',
    next: 'Sau',
    page: 'Trang {{page}}',
  },
  tips: {
    title: 'Bạn có biết?',
    another: 'Mẹo khác',
    close: 'Ẩn mẹo đến hết hôm nay',
  },
};
