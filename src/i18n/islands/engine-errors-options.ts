/**
 * A table's rules refused, in each language by the error's `reason`: an option's value, a club's
 * payout table, a settlement model, a variant the site does not have. An option is named as the
 * page's form names it ({option}); a rule the page has no name for keeps the English message.
 * English is the engine's own message.
 */
const ZH_CN = {
  'options-object': '规则要写成一个对象。',
  'option-unknown': '{variant}没有“{key}”这条规则。',
  'option-integer': '{option}必须是整数，而不是{value}。',
  'option-boolean': '{option}只能是是或否，而不是{value}。',
  'option-text': '{option}必须是文字，而不是{value}。',
  'option-choice': '{option}不能是{value}：可选的有{choices}。',
  'payout-gap-at': '{option}：付分表在{at}番处有空缺：从0到{cap}番每一番都要有分数。',
  'payout-not-number': '{option}：{at}番处的“{text}”不是数字。',
  'payout-not-positive': '{option}：{at}番处的分数是{value}；每个分数都要大于0。',
  'payout-decreasing': '{option}：付分表没有递增：{at}番付{value}，比{below}番（{before}）少。',
  'payout-short':
    '{option}：付分表有空缺：它只到{last}番，但封顶{cap}番以内的牌都要有分数（从0到{cap}共{count}个）。',
  'model-unknown': '这种玩法没有“{value}”这种结算方式。',
  'minimum-above-cap': '起和（{minimum}）不能高于封顶（{cap}）：那样就没有牌能和了。',
  'variant-unknown': '本站没有{value}这种玩法。',
  'variant-not-compared': '付分比较不包括{value}这种玩法。',
};

type Reason = keyof typeof ZH_CN;

const VI: Record<Reason, string> = {
  'options-object': 'Luật của bàn phải là một đối tượng.',
  'option-unknown': '{variant} không có luật “{key}”.',
  'option-integer': '{option} phải là số nguyên, không phải {value}.',
  'option-boolean': '{option} chỉ có thể là có hoặc không, không phải {value}.',
  'option-text': '{option} phải là chữ, không phải {value}.',
  'option-choice': '{option} không thể là {value}: chọn một trong {choices}.',
  'payout-gap-at':
    '{option}: bảng trả tiền bị trống ở {at} phán: hãy ghi số tiền cho mọi mức từ 0 đến {cap} phán.',
  'payout-not-number': '{option}: “{text}” ở {at} phán không phải là số.',
  'payout-not-positive': '{option}: số tiền ở {at} phán là {value}; mọi số tiền phải lớn hơn 0.',
  'payout-decreasing':
    '{option}: bảng trả tiền không tăng dần: {at} phán trả {value}, ít hơn {below} phán ({before}).',
  'payout-short':
    '{option}: bảng trả tiền bị thiếu: nó dừng ở {last} phán, nhưng bài đến mức trần {cap} phán đều cần số tiền ({count} mức, từ 0 đến {cap}).',
  'model-unknown': 'Lối chơi này không có cách tính tiền “{value}”.',
  'minimum-above-cap':
    'Mức tối thiểu ({minimum}) không thể cao hơn mức trần ({cap}): khi đó không bài nào ù được.',
  'variant-unknown': 'Trang này không có lối chơi {value}.',
  'variant-not-compared': 'Phần so sánh cách trả tiền không gồm lối chơi {value}.',
};

export const OPTIONS_ERRORS = { 'zh-cn': ZH_CN, vi: VI };
