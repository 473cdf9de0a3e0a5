import type { Catalogue } from '../../catalogue';

/** Màn hình trang, tên miền và pixel: danh sách, chi tiết và mạng lưới cửa hàng của một pixel. */
export const entities: Catalogue['entities'] = {
  tabs: {
    label: 'Trang, tên miền và pixel',
    pages: 'Trang',
    domains: 'Tên miền',
    pixels: 'Pixel',
  },
  screens: {
    pages: {
      title: 'Trang',
      description:
        'Mọi trang đăng bài trên PostRadar, với số bài đăng, quảng cáo và bài mới nhất. Mở một trang để tìm trong các bài của nó.',
    },
    domains: {
      title: 'Tên miền',
      description:
        'Các cửa hàng mà bài đăng dẫn tới, cùng nền tảng, pixel và các trang đang quảng cáo cho chúng.',
    },
    pixels: {
      title: 'Pixel',
      description:
        'Các pixel theo dõi và mạng lưới cửa hàng phía sau: những tên miền gắn từng pixel và các trang quảng cáo cho chúng.',
    },
  },
  search: {
    label: {
      pages: 'Tìm trang',
      domains: 'Tìm tên miền',
      pixels: 'Tìm pixel',
    },
    placeholder: {
      pages: 'Tên trang, tên người dùng hoặc id',
      domains: 'Một phần tên miền, vd. nurselife',
      pixels: 'Những chữ số đầu của id pixel',
    },
    submit: 'Tìm kiếm',
    clear: 'Xóa tìm kiếm',
    platform: 'Nền tảng',
    anyPlatform: 'Mọi nền tảng',
  },
  sorts: {
    label: 'Sắp xếp theo',
    posts: 'Nhiều bài đăng nhất',
    ads: 'Nhiều quảng cáo nhất',
    latest: 'Bài mới nhất',
    followers: 'Nhiều người theo dõi nhất',
    name: 'Tên, A đến Z',
    host: 'Tên miền, A đến Z',
    domains: 'Nhiều tên miền nhất',
    id: 'Id pixel',
  },
  count: {
    pages_one: '{{formatted}} trang',
    pages_other: '{{formatted}} trang',
    domains_one: '{{formatted}} tên miền',
    domains_other: '{{formatted}} tên miền',
    pixels_one: '{{formatted}} pixel',
    pixels_other: '{{formatted}} pixel',
  },
  columns: {
    page: 'Trang',
    domain: 'Tên miền',
    pixel: 'Pixel',
    posts: 'Bài đăng',
    ads: 'Quảng cáo',
    latest: 'Bài mới nhất',
    followers: 'Người theo dõi',
    pixels: 'Pixel',
    pages: 'Trang',
    domains: 'Tên miền',
    sortBy: 'Sắp xếp theo {{column}}',
  },
  noPostYet: 'Chưa có bài',
  empty: {
    title: {
      pages: 'Không có trang nào khớp',
      domains: 'Không có tên miền nào khớp',
      pixels: 'Không có pixel nào khớp',
    },
    withSearch: 'Không có kết quả cho “{{q}}”. Hãy kiểm tra chính tả hoặc tìm ngắn hơn.',
    withPlatform: 'Không có cửa hàng nào trên nền tảng này khớp.',
    nothingYet: 'Chưa có dữ liệu nào được nhập: khi có bài đăng, chúng sẽ hiện ở đây.',
    pastEnd: 'Trang này đã vượt quá cuối danh sách.',
    firstPage: 'Về trang 1',
  },
  failed: {
    list: 'Không tải được danh sách.',
    detail: 'Không tải được nội dung này.',
    network: 'Không tải được mạng lưới cửa hàng.',
  },
  notFound: {
    pages: 'Trang này không có trong PostRadar.',
    domains: 'Tên miền này không có trong PostRadar.',
    pixels: 'Pixel này không có trong PostRadar.',
  },
  notFoundHint: 'Đường dẫn có thể bị thiếu. Hãy tìm trong danh sách.',
  detail: {
    back: {
      pages: 'Tất cả trang',
      domains: 'Tất cả tên miền',
      pixels: 'Tất cả pixel',
    },
    stats: {
      posts: 'Bài đăng',
      ads: 'Quảng cáo',
      latest: 'Bài mới nhất',
      followers: 'Người theo dõi',
      pages: 'Trang quảng cáo',
      domains: 'Tên miền',
      pixels: 'Pixel',
    },
    pageId: 'Id trang {{id}}',
    pixelTitle: 'Pixel {{id}}',
    openOnFacebook: 'Mở trên Facebook',
    openStore: 'Mở cửa hàng',
    copyId: 'Sao chép id',
    copied: 'Đã sao chép',
    stores: 'Cửa hàng trang dẫn tới',
    noStores: 'Các bài của trang chưa dẫn tới cửa hàng nào.',
    pixels: 'Pixel trên cửa hàng này',
    noPixels: 'Chưa thấy pixel nào trên cửa hàng này.',
    postsThere_one: '{{formatted}} bài',
    postsThere_other: '{{formatted}} bài',
    posts: {
      pages: 'Bài đăng của trang này',
      domains: 'Bài đăng dẫn tới cửa hàng này',
      pixels: 'Bài đăng dẫn tới các cửa hàng của pixel',
    },
  },
  network: {
    title: 'Mạng lưới cửa hàng',
    description:
      'Mọi cửa hàng gắn pixel này và các trang quảng cáo cho chúng: toàn bộ hệ thống của một người bán trong một cái nhìn.',
    pixel: 'Pixel',
    stores: 'Cửa hàng',
    pages: 'Trang quảng cáo cho chúng',
    shown:
      'Đang vẽ {{domains}} / {{domainTotal}} cửa hàng và {{pages}} / {{pageTotal}} trang sôi động nhất.',
    showAll: 'Mọi cửa hàng và các trang của chúng',
    hideAll: 'Ẩn danh sách',
    empty: 'Chưa thấy cửa hàng nào gắn pixel này.',
    noPages: 'Chưa có trang nào quảng cáo cho cửa hàng này.',
    storesOfPage_one: 'Quảng cáo cho {{count}} cửa hàng trong số này',
    storesOfPage_other: 'Quảng cáo cho {{count}} cửa hàng trong số này',
  },
};
