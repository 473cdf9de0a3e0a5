import type { Catalogue } from '../../catalogue';

export const common: Catalogue['common'] = {
  productName: 'PostRadar',
  titleSuffix: ' - PostRadar',
  loading: 'Đang tải…',
  loadFailed: 'Xin lỗi, đã có lỗi khi tải trang.',
  retry: 'Thử lại',
  language: 'Ngôn ngữ',
  languages: { en: 'English', vi: 'Tiếng Việt' },
};
