import type { Catalogue } from '../../catalogue';

export const landing: Catalogue['landing'] = {
  nav: {
    features: 'Tính năng',
    howItWorks: 'Cách hoạt động',
    pricing: 'Bảng giá',
    signIn: 'Đăng nhập',
  },
  audience: {
    title: 'Dành cho người bán',
    items: [
      'Áo thun và thời trang',
      'Cốc và bình nước',
      'Quà tặng cá nhân hoá',
      'Đồ trang trí nhà cửa',
      'Đồ công nghệ dropship',
    ],
  },
  features: {
    eyebrow: 'Tính năng',
    title: 'Nghiên cứu thị trường đáng đồng tiền',
    subtitle:
      'Mọi thứ bạn cần để biến một linh cảm thành sản phẩm bán chạy, gói gọn trong một nơi.',
    items: {
      search: {
        title: 'Tìm kiếm bài đăng và quảng cáo',
        body: 'Tìm trong kho bài đăng và quảng cáo lớn, liên tục cập nhật theo từ khoá, cụm từ chính xác, fanpage, tên miền cửa hàng hoặc thẻ, rồi sắp xếp theo tiêu chí bạn cần.',
      },
      owners: {
        title: 'Biết ai đang chạy',
        body: 'Mỗi bài đăng đều dẫn tới fanpage đã đăng, tên miền cửa hàng nhận khách và các pixel theo dõi gắn trên cửa hàng đó.',
      },
      engagement: {
        title: 'Theo dõi tương tác tăng trưởng',
        body: 'Lượt cảm xúc, chia sẻ và bình luận được ghi lại theo thời gian. Mục Xu hướng cho thấy những bài tăng mạnh nhất trong 24 giờ qua.',
      },
      collections: {
        title: 'Lưu lại những gì bạn tìm thấy',
        body: 'Lưu bài vào danh mục yêu thích, theo dõi fanpage, tên miền và pixel, gom ý tưởng thành nhóm và ẩn những gì bạn không muốn thấy.',
      },
      teams: {
        title: 'Làm việc theo đội nhóm',
        body: 'Gói đội nhóm dùng chung một gói đăng ký. Mời quản lý và thành viên để cùng nhau nghiên cứu.',
      },
      languages: {
        title: 'Tiếng Anh và tiếng Việt',
        body: 'Toàn bộ giao diện có cả hai ngôn ngữ, và tìm kiếm tiếng Việt không phân biệt dấu: gõ "ao thun" vẫn ra "Áo Thun".',
      },
    },
  },
  howItWorks: {
    eyebrow: 'Cách hoạt động',
    title: 'Từ ý tưởng đến sản phẩm thắng chỉ với ba bước',
    steps: {
      search: {
        title: 'Tìm theo ngách của bạn',
        body: 'Nhập một ngách hoặc một sản phẩm. Lọc theo ngày, lượt cảm xúc, chia sẻ, bình luận hoặc loại bài đăng.',
      },
      follow: {
        title: 'Lần theo dòng tiền',
        body: 'Mở một bài đăng để xem fanpage, cửa hàng và pixel đứng sau, cùng mọi quảng cáo khác mà họ đang chạy.',
      },
      act: {
        title: 'Lưu lại và hành động',
        body: 'Gom những sản phẩm thắng, theo dõi những người bán đáng chú ý và chia sẻ kết quả với đội nhóm.',
      },
    },
  },
  cta: {
    title: 'Sẵn sàng tìm sản phẩm bán chạy tiếp theo?',
    body: 'Đăng nhập bằng Google và bắt đầu nghiên cứu chưa đến một phút.',
    primary: 'Bắt đầu miễn phí',
    secondary: 'So sánh các gói',
  },
  footer: {
    tagline: 'Nghiên cứu sản phẩm cho người bán print-on-demand và dropship.',
    product: 'Sản phẩm',
    support: 'Hỗ trợ',
    rights: '© {{year}} PostRadar. Bảo lưu mọi quyền.',
  },
};
