/**
 * Option sets of the patient form (seed 000 section 3): nationality (`country`) and ethnicity
 * (`nationality`, the seeds' field name). Each option's `value` is English and is what the server
 * stores; `label` is the Chinese wording shown in the zh-CN interface.
 */
export interface PatientOption {
  readonly value: string;
  readonly label: string;
}

const options = (pairs: readonly (readonly [string, string])[]): readonly PatientOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

/** The 56 officially recognised ethnic groups of China. */
export const ETHNICITY_OPTIONS: readonly PatientOption[] = options([
  ['Han', '汉族'],
  ['Zhuang', '壮族'],
  ['Hui', '回族'],
  ['Manchu', '满族'],
  ['Uyghur', '维吾尔族'],
  ['Miao', '苗族'],
  ['Yi', '彝族'],
  ['Tujia', '土家族'],
  ['Tibetan', '藏族'],
  ['Mongol', '蒙古族'],
  ['Dong', '侗族'],
  ['Bouyei', '布依族'],
  ['Yao', '瑶族'],
  ['Bai', '白族'],
  ['Korean', '朝鲜族'],
  ['Hani', '哈尼族'],
  ['Li', '黎族'],
  ['Kazakh', '哈萨克族'],
  ['Dai', '傣族'],
  ['She', '畲族'],
  ['Lisu', '傈僳族'],
  ['Dongxiang', '东乡族'],
  ['Gelao', '仡佬族'],
  ['Lahu', '拉祜族'],
  ['Wa', '佤族'],
  ['Sui', '水族'],
  ['Nakhi', '纳西族'],
  ['Qiang', '羌族'],
  ['Tu', '土族'],
  ['Mulao', '仫佬族'],
  ['Xibe', '锡伯族'],
  ['Kyrgyz', '柯尔克孜族'],
  ['Jingpo', '景颇族'],
  ['Daur', '达斡尔族'],
  ['Salar', '撒拉族'],
  ['Blang', '布朗族'],
  ['Maonan', '毛南族'],
  ['Tajik', '塔吉克族'],
  ['Pumi', '普米族'],
  ['Achang', '阿昌族'],
  ['Nu', '怒族'],
  ['Evenki', '鄂温克族'],
  ['Gin', '京族'],
  ['Jino', '基诺族'],
  ['Deang', '德昂族'],
  ['Bonan', '保安族'],
  ['Russian', '俄罗斯族'],
  ['Yugur', '裕固族'],
  ['Uzbek', '乌孜别克族'],
  ['Monba', '门巴族'],
  ['Oroqen', '鄂伦春族'],
  ['Derung', '独龙族'],
  ['Hezhen', '赫哲族'],
  ['Gaoshan', '高山族'],
  ['Lhoba', '珞巴族'],
  ['Tatar', '塔塔尔族'],
]);

/** Nationalities a dental practice in China meets most; `Other` covers the rest. */
export const COUNTRY_OPTIONS: readonly PatientOption[] = options([
  ['China', '中国'],
  ['Hong Kong, China', '中国香港'],
  ['Macao, China', '中国澳门'],
  ['Taiwan, China', '中国台湾'],
  ['Japan', '日本'],
  ['South Korea', '韩国'],
  ['North Korea', '朝鲜'],
  ['Mongolia', '蒙古'],
  ['Russia', '俄罗斯'],
  ['Singapore', '新加坡'],
  ['Malaysia', '马来西亚'],
  ['Thailand', '泰国'],
  ['Vietnam', '越南'],
  ['Philippines', '菲律宾'],
  ['Indonesia', '印度尼西亚'],
  ['Myanmar', '缅甸'],
  ['Cambodia', '柬埔寨'],
  ['Laos', '老挝'],
  ['India', '印度'],
  ['Pakistan', '巴基斯坦'],
  ['Bangladesh', '孟加拉国'],
  ['Nepal', '尼泊尔'],
  ['Sri Lanka', '斯里兰卡'],
  ['Kazakhstan', '哈萨克斯坦'],
  ['Uzbekistan', '乌兹别克斯坦'],
  ['Kyrgyzstan', '吉尔吉斯斯坦'],
  ['Iran', '伊朗'],
  ['Turkey', '土耳其'],
  ['Israel', '以色列'],
  ['Saudi Arabia', '沙特阿拉伯'],
  ['United Arab Emirates', '阿联酋'],
  ['Egypt', '埃及'],
  ['South Africa', '南非'],
  ['Nigeria', '尼日利亚'],
  ['Kenya', '肯尼亚'],
  ['Ethiopia', '埃塞俄比亚'],
  ['United Kingdom', '英国'],
  ['Ireland', '爱尔兰'],
  ['France', '法国'],
  ['Germany', '德国'],
  ['Italy', '意大利'],
  ['Spain', '西班牙'],
  ['Portugal', '葡萄牙'],
  ['Netherlands', '荷兰'],
  ['Belgium', '比利时'],
  ['Switzerland', '瑞士'],
  ['Austria', '奥地利'],
  ['Sweden', '瑞典'],
  ['Norway', '挪威'],
  ['Denmark', '丹麦'],
  ['Finland', '芬兰'],
  ['Poland', '波兰'],
  ['Czech Republic', '捷克'],
  ['Hungary', '匈牙利'],
  ['Greece', '希腊'],
  ['Ukraine', '乌克兰'],
  ['United States', '美国'],
  ['Canada', '加拿大'],
  ['Mexico', '墨西哥'],
  ['Brazil', '巴西'],
  ['Argentina', '阿根廷'],
  ['Chile', '智利'],
  ['Peru', '秘鲁'],
  ['Colombia', '哥伦比亚'],
  ['Australia', '澳大利亚'],
  ['New Zealand', '新西兰'],
  ['Other', '其他'],
]);

const values = (set: readonly PatientOption[]) => new Set(set.map((o) => o.value));
const ETHNICITIES = values(ETHNICITY_OPTIONS);
const COUNTRIES = values(COUNTRY_OPTIONS);

/** True when `value` is one of the ethnicity option values. */
export const isEthnicity = (value: string): boolean => ETHNICITIES.has(value);

/** True when `value` is one of the nationality option values. */
export const isCountry = (value: string): boolean => COUNTRIES.has(value);
