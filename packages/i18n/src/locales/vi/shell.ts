import type { Catalogue } from '../../catalogue';

export const shell: Catalogue['shell'] = {
  openNavigation: 'Mở menu điều hướng',
  closeNavigation: 'Đóng menu điều hướng',
  homeLink: 'Trang chủ PostRadar',
  skipToContent: 'Chuyển đến nội dung chính',
  trial: {
    title: 'Dùng thử miễn phí',
    body: 'Bảy ngày nghiên cứu, rồi chọn gói hợp với cửa hàng của bạn.',
    action: 'Xem gói dùng thử',
  },
  chat: {
    open: 'Liên hệ hỗ trợ',
    close: 'Đóng khung hỗ trợ',
    title: 'Trò chuyện với chúng tôi',
    subtitle:
      'Bạn có thắc mắc về tìm kiếm, gói dịch vụ hay thanh toán? Hãy liên hệ trực tiếp với đội ngũ PostRadar.',
    liveChat: {
      title: 'Chat trực tiếp',
      body: 'Nhắn tin cho chúng tôi qua Messenger để được giải đáp nhanh về gói dịch vụ hoặc cách tìm kiếm.',
      action: 'Mở khung chat',
    },
    email: {
      title: 'E-mail',
      body: 'Với các vấn đề về thanh toán, hoá đơn hoặc cần trao đổi chi tiết, hãy gửi e-mail cho chúng tôi.',
    },
  },
};
