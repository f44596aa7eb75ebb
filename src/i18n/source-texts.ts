/**
 * Where a pattern's value comes from, in simplified Chinese and Vietnamese: the descriptions of
 * the sources the catalogues cite, the sections cited and the notes, keyed by the English the
 * catalogue holds (as the settlement's are, ./islands/settlement-texts.ts, which this table does
 * not repeat). A source's title is its name and stays as published. Hong Kong's are the
 * simplified converted.
 */
import type { CiteWords } from '../components/citation';
import type { SourceRef, Variant } from '../engine/variant';
import { SOURCE_NAMES } from '../sources/registry';
import { hongKongText } from './hant';
import { citeWordsIn, SETTLEMENT_TEXTS } from './islands/settlement-texts';
import type { Locale } from './locales';
import { inLocale } from './text';
import { UI } from './ui';

type Texts = Readonly<Record<string, string>>;

/** MCR's patterns cite the reference calculator's table by number. */
const mcrTable = (say: (n: number) => string): Texts =>
  Object.fromEntries(
    Array.from({ length: 81 }, (_, i) => [`fan ${i + 1} of its table of 81`, say(i + 1)]),
  );

const ZH_CN: Texts = {
  // What the sources are.
  'a general guide to playing the Hong Kong game': '一份香港麻将玩法通用指南',
  'other Hong Kong scoring references and open-source scorers': '其他香港计番资料和开源算番程序',
  'the rule tables of Chinese Sichuan mahjong apps (Tencent style)':
    '国内四川麻将手机游戏的规则表（腾讯式）',
  'Vitaly Novikov’s international Sichuan Bloody rules': 'Vitaly Novikov整理的国际四川血战规则',
  'the traditional Chengdu rules, as an open-source calculator writes them up':
    '传统成都规则（据一个开源算番器的整理）',
  'Jeff Wang’s MCR reference calculator': 'Jeff Wang的国标麻将参考算番器',
  'an open-source game’s current Vietnamese ruleset': '一个开源游戏现行的越南麻将规则',
  'tsumo.io’s Vietnamese Classic 160-tile rules, as summarised by a third party':
    'tsumo.io的越南经典160张规则（第三方摘要）',
  'Vietnamese Wikipedia': '越南语维基百科',
  'an open-source game’s older Vietnamese ruleset': '一个开源游戏较早的越南麻将规则',
  'a Vietnamese-language rules page on canhnongminhduc.com':
    'canhnongminhduc.com上的一个越南语规则页面',
  // Where in them.
  'footnote 1': '脚注1',
  'footnote 2': '脚注2',
  'footnote 3': '脚注3',
  'footnotes 2 and 3': '脚注2和3',
  'its winning shapes and exclusion rules': '其中的和牌牌型和不计规则',
  'its winning shapes': '其中的和牌牌型',
  'its fan table and exclusion rules': '其中的番种表和不计规则',
  'its scoring principles': '其中的计番原则',
  'its exclusion rules': '其中的不计规则',
  'its fan table': '其中的番种表',
  ...mcrTable((n) => `其81番表中的第${n}番`),
  // Notes.
  '“any seven different pairs”, as the general rules guide says':
    '通用规则指南说的“任意七个不同的对子”',
  'some Hong Kong references give 6 faan': '有些香港资料给6番',
  'some Hong Kong references give 8 faan': '有些香港资料给8番',
  'the extras for a third and fourth copy': '第三张和第四张另外加番',
  'seven different pairs, as the general rules guide has them for Hong Kong':
    '七个不同的对子，按通用规则指南对香港麻将的说法',
  'the apps value 龙七对 at ×16; our rules summary has no separate item, so it is off by default':
    '手机游戏把龙七对算作×16；本站规则摘要没有单列这一项，所以默认关闭',
  'in the international rules only a spread four is a root, and a declared kong scores a separate kong fan':
    '国际规则里只有散开的四张才算根，开出的杠另计杠番',
  '1 fan in all three rule families; off by default because our rules summary does not list it':
    '三种规则都计1番；本站规则摘要没有列出，所以默认关闭',
  'the Chengdu rules and the apps add 1 fan; our default follows our rules summary, base + 1 point instead':
    '成都规则和手机游戏加1番；本站默认按规则摘要，改为底分加1分',
  'the strict 1998 reading is a table option': '严格按1998年规则是桌规选项',
  'its wait rulings inside a knitted straight are a table option': '组合龙里的听牌算法是桌规选项',
  'counted as one combined fan by default; the table rule “One concealed and one melded kong” can count them separately':
    '默认合为一个番种计；桌规“一暗杠一明杠”可改为分开计',
  'flowers count after the minimum, as in our MCR rules summary':
    '花牌在起和之后才计，与本站国标规则摘要相同',
  'the value, 1 phán, from riichi_advanced and Vietnamese Wikipedia; the older rules give 1 phán with a non-honour pair, 3 with an honour pair':
    '1 phán这个分值出自riichi_advanced和越南语维基百科；较早的规则是非字牌将1 phán，字牌将3 phán',
  'the older rules give 3 phán without honours, 1 mủn with honours':
    '较早的规则是不含字牌3 phán，含字牌1 mủn',
  'the older rules give 1 mủn in riichi_advanced’s older ruleset, 2 mủn in its documentation':
    '较早的规则：riichi_advanced的旧规则集是1 mủn，其说明文档是2 mủn',
  'the shape from the guide, the value (1 mủn) from riichi_advanced and tsumo.io; whether it wins at all is the table rule “Seven Pairs”':
    '牌型出自指南，分值（1 mủn）出自riichi_advanced和tsumo.io；能否和牌由桌规“七对”决定',
  '13 phán in riichi_advanced and tsumo.io; the older rules give 2 mủn (the table rule “Thirteen Orphans value”)':
    'riichi_advanced和tsumo.io是13 phán；较早的规则是2 mủn（桌规“十三幺的番值”）',
  'the shape from the guide, the value from riichi_advanced':
    '牌型出自指南，分值出自riichi_advanced',
  'the older rules give 2 mủn': '较早的规则是2 mủn',
  'the older rules give 5 mủn': '较早的规则是5 mủn',
  'the older rules give 1 mủn': '较早的规则是1 mủn',
  'the rule from the guide, the value (1 phán) from riichi_advanced':
    '规则出自指南，分值（1 phán）出自riichi_advanced',
  'the table rule “Blessing of Man (Nhân Ù)” removes it, as one of riichi_advanced’s optional variations does':
    '桌规“人和（Nhân Ù）”可取消它，与riichi_advanced的一种可选变体相同',
  'as its rules and tests have it': '按其规则和测试',
  'one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “Robbing a bounce (Bắt Quân Nẩy)” turns it on':
    '其可选变体之一；本站依据的指南没有，所以默认关闭；桌规“抢弹牌（Bắt Quân Nẩy）”可开启',
  'one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “Double Triplet Wait scores 1 phán” turns it on':
    '其可选变体之一；本站依据的指南没有，所以默认关闭；桌规“对倒计1 phán”可开启',
  'one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “Six Consecutive Wins (Lục Khôi)” turns it on':
    '其可选变体之一；本站依据的指南没有，所以默认关闭；桌规“连和六局（Lục Khôi）”可开启',
  'riichi_advanced gives 2 mủn, tsumo.io 1, the older rules 3':
    'riichi_advanced给2 mủn，tsumo.io给1，较早的规则给3',
  'the value, 1 mủn, from the guide; riichi_advanced uses the same name for the flower and season sets':
    '1 mủn这个分值出自指南；riichi_advanced把花牌和季牌的整套用同一个名称',
  'on by default; the guide our rules follow is silent, and the table rule “Full Flowers or Seasons set scores 1 mủn” turns it off':
    '默认开启；本站依据的指南没有提到，桌规“花或季齐全计1 mủn”可关闭',
  'several sources agree on all but Hợp, where riichi_advanced’s text and code differ':
    '除Hợp以外多个出处一致；Hợp在riichi_advanced的文字和代码里不一样',
  'off by default because the guide our rules follow does not have it; the table rule “All Four Seat Flowers scores 2 mủn” turns it on':
    '本站依据的指南没有，所以默认关闭；桌规“四张本位花齐全计2 mủn”可开启',
  'one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “Eight Flowers and Ten Flowers” turns it on':
    '其可选变体之一；本站依据的指南没有，所以默认关闭；桌规“八花和十花”可开启',
  'one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “Two Anything / Two Number Jokers” turns it on':
    '其可选变体之一；本站依据的指南没有，所以默认关闭；桌规“两张Tổng／两张Hợp”可开启',
  'off by default because the guide our rules follow does not have it; the table rule “Throwing variants of No Flowers No Leaves” turns it on':
    '本站依据的指南没有，所以默认关闭；桌规“无花无叶的打牌变体”可开启',
  'its scoring code and tests; off by default because the guide our rules follow does not have it; the table rule “Progressive Counting (Sự Tính Lũy Tiến)” turns it on':
    '其计分代码和测试；本站依据的指南没有，所以默认关闭；桌规“累进计分（Sự Tính Lũy Tiến）”可开启',
  // The score sheets: how the deal passes and how long a game lasts.
  'Mahjong Den Haag, a Dutch club': '荷兰海牙的麻将俱乐部Mahjong Den Haag',
  'Passing the deal': '轮庄一节',
  'a full game is four rounds, East to North; many groups play only the East round, or East and South':
    '一整场是从东风圈到北风圈的四圈；很多人只打东风圈，或者打东风圈和南风圈',
  'the club sheet does not say how the deal passes, so the Hong Kong game’s rule applies; a full game is four rounds':
    '俱乐部的规则表没有说怎样轮庄，所以按香港麻将的规则；一整场是四圈',
  'the shared rules': '共同规则部分',
  'an open-source game’s Sichuan ruleset': '一个开源游戏的四川麻将规则',
  'our rules summary describes a single deal and does not say who deals the next; the international rules give the deal to the first winner, to the discarder when the first win was several players on his tile, and leave it with the dealer when nobody won; riichi_advanced always gives it to the first winner':
    '本站的规则摘要只讲一局，没有说下一局谁坐庄；国际规则让第一个和牌的人坐庄，第一次和牌是一炮多响时由点炮者坐庄，没有人和牌时原庄家连庄；riichi_advanced总是让第一个和牌的人坐庄',
  'no source we follow says how many deals make a game: by default the sheet keeps going until the table stops':
    '本站依据的出处都没有说一场有几局：记分表默认一直记下去，直到牌桌停下',
  '“everyone begins the game with an equal 300-point pool”; riichi_advanced starts everyone at 0':
    '“每人开始时都有同样的300分”；riichi_advanced让每人从0分开始',
  '“the dealer stays if they win”, and a draw keeps the deal; no other source has it':
    '“庄家和牌就连庄”，流局也连庄；其他出处都没有这一条',
};

const VI: Texts = {
  // What the sources are.
  'a game site’s rules summaries': 'các bản tóm tắt luật của một trang trò chơi',
  'a general guide to playing the Hong Kong game':
    'một hướng dẫn chung cách chơi mạt chược Hồng Kông',
  'other Hong Kong scoring references and open-source scorers':
    'các tài liệu tính điểm Hồng Kông khác và các công cụ tính điểm mã nguồn mở',
  'the rule tables of Chinese Sichuan mahjong apps (Tencent style)':
    'bảng luật của các ứng dụng mạt chược Tứ Xuyên Trung Quốc (kiểu Tencent)',
  'Vitaly Novikov’s international Sichuan Bloody rules':
    'luật Tứ Xuyên “đổ máu” quốc tế của Vitaly Novikov',
  'the traditional Chengdu rules, as an open-source calculator writes them up':
    'luật Thành Đô truyền thống, theo bản ghi của một công cụ tính điểm mã nguồn mở',
  'Jeff Wang’s MCR reference calculator': 'công cụ tính điểm MCR chuẩn của Jeff Wang',
  'an open-source game’s current Vietnamese ruleset':
    'bộ luật Việt Nam hiện hành của một trò chơi mã nguồn mở',
  'tsumo.io’s Vietnamese Classic 160-tile rules, as summarised by a third party':
    'luật Việt Nam cổ điển 160 quân của tsumo.io, theo bản tóm tắt của bên thứ ba',
  'Vietnamese Wikipedia': 'Wikipedia tiếng Việt',
  'an open-source game’s older Vietnamese ruleset':
    'bộ luật Việt Nam cũ của một trò chơi mã nguồn mở',
  'a Vietnamese-language rules page on canhnongminhduc.com':
    'một trang luật tiếng Việt trên canhnongminhduc.com',
  // Where in them.
  'footnote 1': 'chú thích 1',
  'footnote 2': 'chú thích 2',
  'footnote 3': 'chú thích 3',
  'footnotes 2 and 3': 'chú thích 2 và 3',
  'its winning shapes and exclusion rules': 'phần các dạng bài ù và quy tắc loại trừ',
  'its winning shapes': 'phần các dạng bài ù',
  'its fan table and exclusion rules': 'bảng cách tính điểm và quy tắc loại trừ',
  'its scoring principles': 'phần nguyên tắc tính điểm',
  'its exclusion rules': 'phần quy tắc loại trừ',
  'its fan table': 'bảng cách tính điểm',
  ...mcrTable((n) => `mục ${n} trong bảng 81 cách tính điểm`),
  // Notes.
  '“any seven different pairs”, as the general rules guide says':
    '“bảy đôi khác nhau bất kỳ”, như hướng dẫn luật chung viết',
  'some Hong Kong references give 6 faan': 'một số tài liệu Hồng Kông cho 6 phán',
  'some Hong Kong references give 8 faan': 'một số tài liệu Hồng Kông cho 8 phán',
  'the extras for a third and fourth copy': 'phần cộng thêm cho quân thứ ba và thứ tư',
  'seven different pairs, as the general rules guide has them for Hong Kong':
    'bảy đôi khác nhau, như hướng dẫn luật chung viết cho mạt chược Hồng Kông',
  'the apps value 龙七对 at ×16; our rules summary has no separate item, so it is off by default':
    'các ứng dụng tính 龙七对 là ×16; bản tóm tắt luật của chúng tôi không có mục riêng, nên mặc định tắt',
  'in the international rules only a spread four is a root, and a declared kong scores a separate kong fan':
    'trong luật quốc tế chỉ bốn quân rời mới là “gốc”, còn Coong đã hạ được tính một điểm Coong riêng',
  '1 fan in all three rule families; off by default because our rules summary does not list it':
    '1 điểm trong cả ba hệ luật; mặc định tắt vì bản tóm tắt luật của chúng tôi không ghi',
  'the Chengdu rules and the apps add 1 fan; our default follows our rules summary, base + 1 point instead':
    'luật Thành Đô và các ứng dụng cộng 1 điểm; mặc định của chúng tôi theo bản tóm tắt luật, thay bằng điểm gốc + 1',
  'the strict 1998 reading is a table option':
    'cách hiểu chặt theo luật 1998 là một tùy chọn của bàn',
  'its wait rulings inside a knitted straight are a table option':
    'cách tính chờ bên trong dãy đan là một tùy chọn của bàn',
  'counted as one combined fan by default; the table rule “One concealed and one melded kong” can count them separately':
    'mặc định tính gộp thành một; tùy chọn “Một Coong úp và một Coong hạ” có thể tính riêng',
  'flowers count after the minimum, as in our MCR rules summary':
    'hoa được tính sau mức tối thiểu, như bản tóm tắt luật MCR của chúng tôi',
  'the value, 1 phán, from riichi_advanced and Vietnamese Wikipedia; the older rules give 1 phán with a non-honour pair, 3 with an honour pair':
    'giá trị 1 phán theo riichi_advanced và Wikipedia tiếng Việt; luật cũ cho 1 phán với đôi không phải quân chữ, 3 phán với đôi quân chữ',
  'the older rules give 3 phán without honours, 1 mủn with honours':
    'luật cũ cho 3 phán nếu không có quân chữ, 1 mủn nếu có',
  'the older rules give 1 mủn in riichi_advanced’s older ruleset, 2 mủn in its documentation':
    'luật cũ cho 1 mủn trong bộ luật cũ của riichi_advanced, 2 mủn trong tài liệu của nó',
  'the shape from the guide, the value (1 mủn) from riichi_advanced and tsumo.io; whether it wins at all is the table rule “Seven Pairs”':
    'dạng bài theo sách hướng dẫn, giá trị (1 mủn) theo riichi_advanced và tsumo.io; có được ù hay không là tùy chọn “Bảy Đôi” của bàn',
  '13 phán in riichi_advanced and tsumo.io; the older rules give 2 mủn (the table rule “Thirteen Orphans value”)':
    '13 phán theo riichi_advanced và tsumo.io; luật cũ cho 2 mủn (tùy chọn “Giá trị Thập Tam Yêu” của bàn)',
  'the shape from the guide, the value from riichi_advanced':
    'dạng bài theo sách hướng dẫn, giá trị theo riichi_advanced',
  'the older rules give 2 mủn': 'luật cũ cho 2 mủn',
  'the older rules give 5 mủn': 'luật cũ cho 5 mủn',
  'the older rules give 1 mủn': 'luật cũ cho 1 mủn',
  'the rule from the guide, the value (1 phán) from riichi_advanced':
    'quy tắc theo sách hướng dẫn, giá trị (1 phán) theo riichi_advanced',
  'the table rule “Blessing of Man (Nhân Ù)” removes it, as one of riichi_advanced’s optional variations does':
    'tùy chọn “Nhân Ù” của bàn bỏ cách này, như một biến thể tùy chọn của riichi_advanced',
  'as its rules and tests have it': 'theo luật và các bài kiểm thử của nó',
  'one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “Robbing a bounce (Bắt Quân Nẩy)” turns it on':
    'một biến thể tùy chọn của nó, mặc định tắt vì sách hướng dẫn chúng tôi theo không có; tùy chọn “Bắt Quân Nẩy” của bàn bật lên',
  'one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “Double Triplet Wait scores 1 phán” turns it on':
    'một biến thể tùy chọn của nó, mặc định tắt vì sách hướng dẫn chúng tôi theo không có; tùy chọn “Chờ Hai Phỗng được 1 phán” của bàn bật lên',
  'one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “Six Consecutive Wins (Lục Khôi)” turns it on':
    'một biến thể tùy chọn của nó, mặc định tắt vì sách hướng dẫn chúng tôi theo không có; tùy chọn “Lục Khôi (sáu ván ù liền)” của bàn bật lên',
  'riichi_advanced gives 2 mủn, tsumo.io 1, the older rules 3':
    'riichi_advanced cho 2 mủn, tsumo.io cho 1, luật cũ cho 3',
  'the value, 1 mủn, from the guide; riichi_advanced uses the same name for the flower and season sets':
    'giá trị 1 mủn theo sách hướng dẫn; riichi_advanced dùng cùng một tên cho bộ hoa và bộ mùa',
  'on by default; the guide our rules follow is silent, and the table rule “Full Flowers or Seasons set scores 1 mủn” turns it off':
    'mặc định bật; sách hướng dẫn chúng tôi theo không nói đến, và tùy chọn “Đủ bộ Hoa hoặc Mùa được 1 mủn” của bàn tắt đi',
  'several sources agree on all but Hợp, where riichi_advanced’s text and code differ':
    'nhiều nguồn thống nhất, trừ Hợp, ở đó văn bản và mã của riichi_advanced khác nhau',
  'off by default because the guide our rules follow does not have it; the table rule “All Four Seat Flowers scores 2 mủn” turns it on':
    'mặc định tắt vì sách hướng dẫn chúng tôi theo không có; tùy chọn “Đủ bốn Hoa theo chỗ ngồi được 2 mủn” của bàn bật lên',
  'one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “Eight Flowers and Ten Flowers” turns it on':
    'một biến thể tùy chọn của nó, mặc định tắt vì sách hướng dẫn chúng tôi theo không có; tùy chọn “Tám Hoa và Mười Hoa” của bàn bật lên',
  'one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “Two Anything / Two Number Jokers” turns it on':
    'một biến thể tùy chọn của nó, mặc định tắt vì sách hướng dẫn chúng tôi theo không có; tùy chọn “Hai Tổng / Hai Hợp” của bàn bật lên',
  'off by default because the guide our rules follow does not have it; the table rule “Throwing variants of No Flowers No Leaves” turns it on':
    'mặc định tắt vì sách hướng dẫn chúng tôi theo không có; tùy chọn “Các kiểu ném của Không Hoa Không Lá” của bàn bật lên',
  'its scoring code and tests; off by default because the guide our rules follow does not have it; the table rule “Progressive Counting (Sự Tính Lũy Tiến)” turns it on':
    'theo mã tính điểm và các bài kiểm thử của nó; mặc định tắt vì sách hướng dẫn chúng tôi theo không có; tùy chọn “Sự Tính Lũy Tiến” của bàn bật lên',
  // The score sheets: how the deal passes and how long a game lasts.
  'Mahjong Den Haag, a Dutch club': 'Mahjong Den Haag, một câu lạc bộ mạt chược ở Hà Lan',
  'Passing the deal': 'mục chuyển cái',
  'a full game is four rounds, East to North; many groups play only the East round, or East and South':
    'một trận đủ là bốn vòng, từ Đông đến Bắc; nhiều nhóm chỉ chơi vòng Đông, hoặc vòng Đông và vòng Nam',
  'the club sheet does not say how the deal passes, so the Hong Kong game’s rule applies; a full game is four rounds':
    'bảng luật của câu lạc bộ không nói cái chuyển thế nào, nên theo luật của mạt chược Hồng Kông; một trận đủ là bốn vòng',
  'the shared rules': 'phần luật chung',
  'an open-source game’s Sichuan ruleset': 'bộ luật Tứ Xuyên của một trò chơi mã nguồn mở',
  'our rules summary describes a single deal and does not say who deals the next; the international rules give the deal to the first winner, to the discarder when the first win was several players on his tile, and leave it with the dealer when nobody won; riichi_advanced always gives it to the first winner':
    'bản tóm tắt luật của chúng tôi chỉ tả một ván và không nói ai làm cái ván sau; luật quốc tế cho người ù đầu tiên làm cái, cho người đánh ra nếu lần ù đầu tiên là nhiều người ù cùng quân của người đó, và để nhà cái giữ cái nếu không ai ù; riichi_advanced luôn cho người ù đầu tiên làm cái',
  'no source we follow says how many deals make a game: by default the sheet keeps going until the table stops':
    'không nguồn nào chúng tôi theo nói một trận có mấy ván: mặc định sổ điểm cứ ghi tiếp cho đến khi bàn dừng',
  '“everyone begins the game with an equal 300-point pool”; riichi_advanced starts everyone at 0':
    '“mọi người bắt đầu trận với cùng 300 điểm”; riichi_advanced cho mọi người bắt đầu từ 0',
  '“the dealer stays if they win”, and a draw keeps the deal; no other source has it':
    '“nhà cái ù thì giữ cái”, và ván hòa cũng giữ cái; không nguồn nào khác có điều này',
};

const TABLES: Readonly<Record<'zh-cn' | 'vi', Texts>> = { 'zh-cn': ZH_CN, vi: VI };

/**
 * The source words a pattern of `variant` shows on a page in `locale` (a source's description,
 * section, note), English → the page's; an English page has none.
 */
export function sourceTextsIn(locale: Locale, variant: Variant): Record<string, string> {
  if (locale === 'root') return {};
  const written = locale === 'zh-hk' ? 'zh-cn' : locale;
  const out: Record<string, string> = {};
  for (const english of declaredSourceTexts(variant)) {
    const t = TABLES[written][english] ?? SETTLEMENT_TEXTS[written][english];
    if (t !== undefined) out[english] = locale === 'zh-hk' ? hongKongText(t) : t;
  }
  return out;
}

/**
 * Every source word a variant cites for its patterns and its score sheet (how the deal passes, and
 * the sheet's own rules): the sources' descriptions, sections and notes.
 */
export function declaredSourceTexts(variant: Variant): Set<string> {
  const out = new Set<string>();
  const game = variant.game
    ? [variant.game.source, ...(variant.game.options ?? []).map((o) => o.source)]
    : [];
  for (const ref of [...variant.patterns.map((p) => p.source), ...game]) {
    for (const id of [ref.source, ...(ref.also ?? [])]) out.add(SOURCE_NAMES[id].by);
    if (ref.section) out.add(ref.section);
    if (ref.note) out.add(ref.note);
  }
  return out;
}

/** How a citation is said on a page in another language (src/components/SourceNote.astro). */
export interface SourceNoteWords {
  cite: CiteWords;
  /** A source's description, section or note, English → the page's. */
  text: (english: string) => string;
  /** What comes before the index-th of `count` further sources. */
  also: (count: number, index: number) => string;
  /** The page's language's path prefix, for the links to the Sources page. */
  prefix: string;
}

/**
 * The words to cite `ref` (one of `variant`'s) in on a page in `locale`; undefined on an English
 * page, or where one of its words is not written in that language (the citation stays English).
 */
export function sourceNoteWords(
  locale: Locale,
  variant: Variant,
  ref: SourceRef,
): SourceNoteWords | undefined {
  const cite = citeWordsIn(locale);
  const texts = sourceTextsIn(locale, variant);
  const ids = [ref.source, ...(ref.also ?? [])];
  const words = [...ids.map((id) => SOURCE_NAMES[id].by), ref.section, ref.note];
  if (!cite || !words.every((e) => e === undefined || e in texts)) return undefined;
  return {
    cite,
    text: (english) => texts[english] ?? english,
    also: (count, index) =>
      inLocale(
        locale,
        index === 0 ? UI.alsoCited : index === count - 1 ? UI.listAnd : UI.listComma,
      ),
    prefix: `/${locale}`,
  };
}

/** Phrases the table holds that no catalogue cites (a test keeps the table clean). */
export const SOURCE_TABLES = TABLES;
