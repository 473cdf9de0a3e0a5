import type { Catalogue } from '../../catalogue';

export const common: Catalogue['common'] = {
  productName: 'PostRadar',
  titleSuffix: ' - PostRadar',
  loading: 'Đang tải…',
  loadFailed: 'Xin lỗi, đã có lỗi khi tải trang.',
  retry: 'Thử lại',
  loadFailedHint:
    'Vui lòng kiểm tra kết nối mạng rồi thử lại. Nếu lỗi vẫn tiếp diễn, hãy liên hệ bộ phận hỗ trợ.',
  language: 'Ngôn ngữ',
  languages: { en: 'English', vi: 'Tiếng Việt' },
  pricing: 'Bảng giá',
  backHome: 'Về trang chủ',
  openInNewTab: 'mở trong thẻ mới',
};
