import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { PRIMARY_COLOR } from '@odontia/shared';

/** Fluent's brand ramp around the seeds' teal: #16c2a6 is step 80, the primary background. */
const odontiaBrand: BrandVariants = {
  10: '#04110f',
  20: '#082520',
  30: '#0c3a32',
  40: '#0f4f45',
  50: '#116457',
  60: '#0b6e5f',
  70: '#13b096',
  80: PRIMARY_COLOR,
  90: '#3ccbb3',
  100: '#5dd4bf',
  110: '#7cdccb',
  120: '#9ae4d7',
  130: '#b6ece2',
  140: '#d0f3ed',
  150: '#e8f9f6',
  160: '#f5fcfb',
};

const base = createLightTheme(odontiaBrand);

/**
 * White text on #16c2a6 reads at 2.3:1, below WCAG AA; text on the brand colour is dark instead,
 * and brand-coloured text on white uses the darker step 60 (6.2:1).
 */
export const odontiaTheme: Theme = {
  ...base,
  colorNeutralForegroundOnBrand: '#04211c',
  colorBrandBackgroundHover: odontiaBrand[70],
  colorBrandBackgroundPressed: odontiaBrand[90],
  colorBrandBackgroundSelected: odontiaBrand[70],
  colorBrandForeground1: odontiaBrand[60],
  colorBrandForeground2: odontiaBrand[50],
  colorBrandForegroundLink: odontiaBrand[60],
  colorBrandForegroundLinkHover: odontiaBrand[50],
  colorBrandForegroundLinkPressed: odontiaBrand[40],
  colorBrandForegroundLinkSelected: odontiaBrand[60],
  colorCompoundBrandForeground1: odontiaBrand[60],
  colorCompoundBrandForeground1Hover: odontiaBrand[50],
  colorCompoundBrandForeground1Pressed: odontiaBrand[40],
  colorNeutralForeground2BrandHover: odontiaBrand[60],
  colorNeutralForeground2BrandPressed: odontiaBrand[50],
  colorNeutralForeground2BrandSelected: odontiaBrand[60],
  colorNeutralForeground3BrandHover: odontiaBrand[60],
  colorNeutralForeground3BrandSelected: odontiaBrand[60],
};
