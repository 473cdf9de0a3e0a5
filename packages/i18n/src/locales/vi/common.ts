import type { Catalogue } from '../../catalogue';

export const common: Catalogue['common'] = {
  productName: 'PostRadar',
  titleSuffix: ' - PostRadar',
  loading: 'Đang tải…',
  loadFailed: 'Xin lỗi, đã có lỗi khi tải trang.',
  retry: 'Thử lại',
  language: 'Ngôn ngữ',
  languages: { en: 'English', vi: 'Tiếng Việt' },
  signIn: 'Đăng nhập',
  signInWithGoogle: 'Đăng nhập bằng Google',
  pricing: 'Bảng giá',
  home: 'Trang chủ',
  backHome: 'Về trang chủ',
  openInNewTab: 'mở trong thẻ mới',
};
