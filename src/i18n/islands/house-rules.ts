/**
 * The house-rule builder's and club page's words in simplified Chinese and Vietnamese (Hong
 * Kong's converted from the simplified, src/i18n/island-words.ts), and what a house-rule page
 * passes its island. The variant is chosen in the browser (from the builder's list or the link),
 * so the page passes each variant's names, unit, pattern and category names and declared words
 * (options) apart, as the payout comparison does; the settlement models' words once. Terms as the scorer's tables give them:
 * 番种, 桌上规则, 结算方式, 俱乐部, 自摸, 点炮; cách ù, luật bàn, cách trả tiền, tự ù.
 */
import type {
  HouseLanguage,
  HouseVariantLanguage,
  HouseWords,
} from '../../components/house-rules/words';
import { VARIANTS } from '../../variants';
import { categoryText, variantText } from '../catalogue';
import { hongKongText } from '../hant';
import { type Translations, wordsIn } from '../island-words';
import type { Locale } from '../locales';
import { scorerLanguage } from './scorer-language';
import { settlementTextsOf } from './settlement-texts';

const ZH_CN: HouseWords = {
  'builder.notice': '这个地址里的规则有部分无法使用：',
  'builder.loading': '正在载入规则目录…',
  'club.legend': '俱乐部和玩法',
  'club.variant': '玩法',
  'club.name': '俱乐部名称',
  'club.hint': '作为俱乐部页面的标题；最多{max}个字。',
  'options.legend': '桌上规则（{variant}）',
  'options.none': '{variant}没有桌上规则选项。',
  'model.label': '结算方式',
  'model.published': '公布的：{name}',
  'patterns.legend': '番种',
  'patterns.hint':
    '取消勾选俱乐部不玩的番种；改一个数值（1至{max}{unit}），按俱乐部的算法计。新的数值处处都算：合计、封顶、起和和支付。',
  'patterns.caption': '{variant}的番种',
  'patterns.pattern': '番种',
  'patterns.published': '公布值',
  'patterns.played': '玩',
  'patterns.clubValue': '俱乐部的值',
  'patterns.limit': '（满贯）',
  'patterns.valueOf': '{name}：俱乐部的值',
  'patterns.badValue': '{name}：“{raw}”不是1到{max}之间的数值；改正之前仍用原来的值',
  'link.heading': '俱乐部的页面',
  'link.changes': '{off}不玩，{revalued}个改了数值，{options}改了{model}。',
  'link.patternOne': '{n}个番种',
  'link.patternMany': '{n}个番种',
  'link.optionOne': '{n}项规则',
  'link.optionMany': '{n}项规则',
  'link.ownModel': '，用自己的结算方式',
  'link.fix': '做出链接之前，请先改正这些：',
  'link.label': '俱乐部页面的链接（链接里包含全部规则）',
  'link.copy': '复制链接',
  'link.open': '打开俱乐部的页面',
  'link.copied': '链接已复制。',
  'link.blocked': '无法复制；请选中上面的链接再复制。',
  'view.reading': '正在读取这个链接里的俱乐部规则…',
  'view.cannotShow': '这个链接的俱乐部规则无法显示：',
  'view.about': '这个页面显示俱乐部的规则，链接由',
  'view.builder': '俱乐部规则编辑器',
  'view.aboutEnd': '做出。先在那里定好规则，再打开它给你的链接。',
  'view.noName': '没有名字的俱乐部',
  'view.title': '{club}：俱乐部规则 | Mahjong Atlas',
  'view.rulesFor': '俱乐部规则，玩法：',
  'view.values': '，数值以{unit}计（规则目录版本{version}）。',
  'view.print': '打印这些规则',
  'view.change': '在编辑器里修改这些规则',
  'view.problems': '这个链接有部分内容无法使用；每一处都按公布的规则：',
  'linkProblem.noRules': '地址里没有家规（没有“r=”部分）。',
  'linkProblem.unreadable': '这个链接里的家规读不出来：它可能被截短了，或被人改过。',
  'linkProblem.notRules': '这个链接里的家规不是一套规则。',
  'linkProblem.format':
    '这个链接是第{format}种格式；本站读第{ours}种格式，所以看不出规则说了什么。',
  'linkProblem.noVariant': '这个链接没有说它的规则是哪种玩法的。',
  'linkProblem.unknownVariant': '本站没有“{value}”这种玩法。',
  'linkProblem.noSuchVariant': '本站没有“{value}”这种玩法：这个链接无法显示。',
  'linkProblem.notLoaded': '这种玩法没能载入。',
  'view.scorer': '按这些规则算一手牌',
  'view.scorerNote':
    '下面的算番器按这个俱乐部的规则选项、番种数值和结算方式计算；这里不能改桌上规则。',
  'sheet.options': '桌上规则',
  'sheet.rule': '规则',
  'sheet.thisClub': '本俱乐部',
  'sheet.default': '公布的默认',
  'sheet.clubRule': '（俱乐部规则）',
  'sheet.yes': '是',
  'sheet.no': '否',
  'sheet.settlement': '结算：{model}',
  'sheet.onlyModel': '{variant}的结算',
  'sheet.pays': '一手牌付多少',
  'sheet.paysCaption': '一手牌付多少（南家和牌；点炮时西家点炮）',
  'sheet.base': '底分',
  'sheet.discarder': '点炮者付',
  'sheet.other': '另两家各付',
  'sheet.east': '自摸：东家付',
  'sheet.north': '自摸：北家付',
  'sheet.winner': '自摸：和牌者得',
  'sheet.noCap': '{variant}没有封顶，所以没有每个数值的表：上面的规则给出任何合计的支付。',
  'sheet.capped': '（俱乐部的封顶；不封顶为{value}）',
  'sheet.patterns': '番种和数值',
  'sheet.counts': '{off}个不玩，{revalued}个的数值与公布的{variant}表不同。',
  'sheet.offNote': '不玩的番种永远不计，所以它本来会取代的小番种照计。',
  'sheet.shapesOff': '俱乐部不玩的牌型（{shapes}）根本不算和牌。',
  'sheet.cappedNote': '数值超过俱乐部封顶的番种，显示封顶后剩下的数值。',
  'sheet.every': '全部番种',
  'sheet.everyCaption': '全部番种，以{unit}计',
  'sheet.notPlayed': '不玩',
  'list.joiner': '、',
  'scroll.name': '{label}（表格，可左右滑动）',
  'scroll.hint': '滑动 →',
};

const VI: HouseWords = {
  'builder.notice': 'Một phần luật trong địa chỉ này không dùng được:',
  'builder.loading': 'Đang tải danh mục…',
  'club.legend': 'Câu lạc bộ và lối chơi',
  'club.variant': 'Lối chơi',
  'club.name': 'Tên câu lạc bộ',
  'club.hint': 'Hiện làm tiêu đề trang của câu lạc bộ; tối đa {max} ký tự.',
  'options.legend': 'Luật bàn ({variant})',
  'options.none': '{variant} không có tùy chọn luật bàn.',
  'model.label': 'Cách trả tiền',
  'model.published': 'Theo công bố: {name}',
  'patterns.legend': 'Các cách ù',
  'patterns.hint':
    'Bỏ dấu cách ù mà câu lạc bộ không chơi; đổi giá trị (1 đến {max} {unit}) để tính theo cách của câu lạc bộ. Giá trị mới được tính ở mọi nơi: tổng, mức trần, mức tối thiểu và tiền trả.',
  'patterns.caption': 'Các cách ù của {variant}',
  'patterns.pattern': 'Cách ù',
  'patterns.published': 'Theo công bố',
  'patterns.played': 'Có chơi',
  'patterns.clubValue': 'Giá trị của câu lạc bộ',
  'patterns.limit': ' (tối đa)',
  'patterns.valueOf': '{name}: giá trị của câu lạc bộ',
  'patterns.badValue':
    '{name}: “{raw}” không phải giá trị từ 1 đến {max}; giá trị trước đó được giữ đến khi sửa xong',
  'link.heading': 'Trang của câu lạc bộ',
  'link.changes': '{off} không chơi, {revalued} đổi giá trị, {options} thay đổi{model}.',
  'link.patternOne': '{n} cách ù',
  'link.patternMany': '{n} cách ù',
  'link.optionOne': '{n} tùy chọn',
  'link.optionMany': '{n} tùy chọn',
  'link.ownModel': ', cách trả tiền riêng',
  'link.fix': 'Hãy sửa những điều này trước khi tạo liên kết:',
  'link.label': 'Liên kết đến trang của câu lạc bộ (liên kết chứa toàn bộ luật)',
  'link.copy': 'Chép liên kết',
  'link.open': 'Mở trang của câu lạc bộ',
  'link.copied': 'Đã chép liên kết.',
  'link.blocked': 'Không chép được; hãy chọn liên kết ở trên rồi chép.',
  'view.reading': 'Đang đọc luật riêng trong liên kết này…',
  'view.cannotShow': 'Không hiện được luật riêng của liên kết này:',
  'view.about': 'Trang này hiện luật của một câu lạc bộ từ liên kết tạo bằng ',
  'view.builder': 'công cụ soạn luật riêng',
  'view.aboutEnd': '. Hãy soạn luật ở đó, rồi mở liên kết nó đưa cho bạn.',
  'view.noName': 'Một câu lạc bộ chưa có tên',
  'view.title': '{club}: luật riêng | Mahjong Atlas',
  'view.rulesFor': 'Luật riêng cho ',
  'view.values': ', giá trị tính bằng {unit} (phiên bản danh mục {version}).',
  'view.print': 'In luật này',
  'view.change': 'Sửa luật này trong công cụ soạn',
  'view.problems':
    'Một phần của liên kết này không dùng được; luật công bố được dùng thay cho từng phần:',
  'linkProblem.noRules': 'Địa chỉ không có luật riêng nào (không có phần “r=”).',
  'linkProblem.unreadable':
    'Không đọc được luật riêng trong liên kết này: có thể nó bị cắt ngắn hoặc bị sửa tay.',
  'linkProblem.notRules': 'Luật riêng trong liên kết này không phải một bộ luật.',
  'linkProblem.format':
    'Liên kết này ở định dạng {format}; trang này đọc định dạng {ours}, nên không biết luật nói gì.',
  'linkProblem.noVariant': 'Liên kết không cho biết luật của nó dành cho lối chơi nào.',
  'linkProblem.unknownVariant': 'Trang này không có lối chơi “{value}”.',
  'linkProblem.noSuchVariant':
    'Trang này không có lối chơi “{value}”: không hiện được liên kết này.',
  'linkProblem.notLoaded': 'Không tải được lối chơi này.',
  'view.scorer': 'Tính điểm một ván theo luật này',
  'view.scorerNote':
    'Công cụ tính điểm bên dưới chơi theo tùy chọn, giá trị cách ù và cách trả tiền của câu lạc bộ này; không đổi được luật bàn ở đây.',
  'sheet.options': 'Luật bàn',
  'sheet.rule': 'Luật',
  'sheet.thisClub': 'Câu lạc bộ này',
  'sheet.default': 'Mặc định theo công bố',
  'sheet.clubRule': ' (luật câu lạc bộ)',
  'sheet.yes': 'Có',
  'sheet.no': 'Không',
  'sheet.settlement': 'Trả tiền: {model}',
  'sheet.onlyModel': 'cách trả tiền {variant}',
  'sheet.pays': 'Một ván trả bao nhiêu',
  'sheet.paysCaption': 'Một ván trả bao nhiêu (Nam ù; khi ù quân đánh ra thì Tây đánh ra)',
  'sheet.base': 'Điểm gốc',
  'sheet.discarder': 'Người đánh ra trả',
  'sheet.other': 'Mỗi người kia trả',
  'sheet.east': 'Tự ù: Đông trả',
  'sheet.north': 'Tự ù: Bắc trả',
  'sheet.winner': 'Tự ù: người ù nhận',
  'sheet.noCap':
    '{variant} không có mức trần, nên không có bảng cho mọi giá trị: luật ở trên cho biết tiền trả với bất kỳ tổng nào.',
  'sheet.capped': ' (mức trần của câu lạc bộ; {value} nếu không có trần)',
  'sheet.patterns': 'Các cách ù và giá trị',
  'sheet.counts': '{off} không chơi, {revalued} có giá trị khác bảng {variant} đã công bố.',
  'sheet.offNote':
    ' Cách ù không chơi thì không bao giờ được tính, nên các cách ù nhỏ hơn mà nó lẽ ra thay thế được tính thay.',
  'sheet.shapesOff': ' Bài có thế mà câu lạc bộ không chơi ({shapes}) hoàn toàn không phải bài ù.',
  'sheet.cappedNote':
    ' Cách ù có giá trị vượt mức trần của câu lạc bộ hiện phần còn lại sau khi chặn trần.',
  'sheet.every': 'Mọi cách ù',
  'sheet.everyCaption': 'Mọi cách ù, tính bằng {unit}',
  'sheet.notPlayed': 'Không chơi',
  'list.joiner': ', ',
  'scroll.name': '{label} (bảng; cuộn ngang)',
  'scroll.hint': 'cuộn →',
};

/** Pattern categories the catalogue names only in English, English → the page's words. */
const CATEGORY_NAMES: Readonly<Record<'zh-cn' | 'vi', Readonly<Record<string, string>>>> = {
  'zh-cn': {
    'Hand shapes': '牌型',
    'Concealment and self-draw': '门前清和自摸',
    'Winds and dragons': '风牌和箭牌',
    Flushes: '一色',
    'Flowers and seasons': '花牌和季牌',
    'Winning events': '和牌时机',
    'Limit hands': '满贯牌',
    '1 fan': '1番',
    '2 fan': '2番',
    '4 fan': '4番',
    '6 fan': '6番',
    '8 fan': '8番',
    '1-fan bonuses': '1番加番',
    'Special shapes': '特殊牌型',
    Terminals: '幺九',
    Quads: '杠',
    'Concealment and waits': '门前清和听牌',
    'Flowers and banked jokers': '花牌和收起的百搭',
    'No-joker bonuses': '无百搭加番',
    'Closed-hand bonuses': '门前清加番',
    'Optional rules': '可选规则',
  },
  vi: {
    'Hand shapes': 'Thế bài',
    'Concealment and self-draw': 'Bài kín và tự ù',
    'Winds and dragons': 'Gió và rồng',
    Flushes: 'Bài một chất',
    'Flowers and seasons': 'Hoa và mùa',
    'Winning events': 'Tình huống ù',
    'Limit hands': 'Bài tối đa',
    '1 fan': '1 phán',
    '2 fan': '2 phán',
    '4 fan': '4 phán',
    '6 fan': '6 phán',
    '8 fan': '8 phán',
    '1-fan bonuses': 'Thưởng 1 phán',
    'Added fan': 'Phán cộng thêm',
    'Special shapes': 'Thế bài đặc biệt',
    'Chow combinations': 'Kết hợp bộ Ăn',
    'Pungs and concealed pungs': 'Phỗng và phỗng kín',
    Kongs: 'Coong',
    'Suits and tile ranges': 'Chất và dải quân',
    'Concealment, waits and the winning tile': 'Bài kín, chờ và quân ù',
    Flowers: 'Hoa',
  },
};

export const HOUSE_TRANSLATIONS: Translations<HouseWords> = { 'zh-cn': ZH_CN, vi: VI };

/**
 * What a house-rule page in `locale` passes to its island; undefined on an English page. The
 * scorer's and engine's words once; each variant's own words apart, the settlement models' with
 * them (a club may choose its model).
 */
export function houseLanguage(locale: Locale): HouseLanguage | undefined {
  const words = wordsIn(locale, HOUSE_TRANSLATIONS);
  if (locale === 'root' || !words) return undefined;
  const models = settlementTextsOf(locale, VARIANTS);
  const variants: Record<string, HouseVariantLanguage> = {};
  let first: ReturnType<typeof scorerLanguage>;
  for (const v of VARIANTS) {
    const lang = scorerLanguage(locale, v);
    if (!lang) return undefined;
    first ??= lang;
    const categories: Record<string, string> = {};
    for (const c of v.categories) {
      const name = categoryText(locale, c).name;
      const own = CATEGORY_NAMES[locale === 'vi' ? 'vi' : 'zh-cn'][c.name];
      if (name !== c.name) categories[c.id] = name;
      else if (own !== undefined) categories[c.id] = locale === 'zh-hk' ? hongKongText(own) : own;
    }
    variants[v.id] = {
      name: variantText(locale, v).name,
      ...(lang.variantName === undefined ? {} : { variantName: lang.variantName }),
      ...(lang.unit === undefined ? {} : { unit: lang.unit }),
      patterns: lang.patterns ?? {},
      ...(lang.texts === undefined ? {} : { texts: lang.texts }),
      categories,
    };
  }
  if (!first) return undefined;
  const { words: scorerWords, engine, prefix } = first;
  return {
    words,
    scorer: {
      ...(scorerWords ? { words: scorerWords } : {}),
      ...(engine ? { engine } : {}),
      ...(prefix === undefined ? {} : { prefix }),
      texts: models,
    },
    variants,
  };
}
