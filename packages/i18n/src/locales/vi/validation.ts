import type { Catalogue } from '../../catalogue';

export const validation: Catalogue['validation'] = {
  required: 'Vui lòng điền trường này.',
  invalid_type: 'Giá trị này không đúng kiểu.',
  too_short: 'Nhập ít nhất {{minimum}} ký tự.',
  too_long: 'Nhập tối đa {{maximum}} ký tự.',
  too_small: 'Nhập số từ {{minimum}} trở lên.',
  too_large: 'Nhập số không quá {{maximum}}.',
  must_exceed: 'Nhập số lớn hơn {{minimum}}.',
  must_be_under: 'Nhập số nhỏ hơn {{maximum}}.',
  too_few: 'Quá ít: cần ít nhất {{minimum}}.',
  too_many: 'Quá nhiều: tối đa {{maximum}}.',
  not_multiple_of: 'Nhập một bội số của {{divisor}}.',
  invalid_option: 'Chọn một trong các giá trị: {{options}}.',
  invalid_email: 'Nhập địa chỉ e-mail, ví dụ name@example.com.',
  invalid_url: 'Nhập địa chỉ web đầy đủ, ví dụ https://example.com.',
  invalid_format: 'Giá trị này không đúng định dạng.',
  unknown_field: 'Trường này không được chấp nhận ở đây.',
  invalid_phone: 'Số điện thoại không hợp lệ, ví dụ: +84 912 345 678.',
  invalid: 'Giá trị này không hợp lệ.',
};
