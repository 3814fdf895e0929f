import './fonts';
import './themes.css';

export { vars } from './vars.css';
export { lightTheme, darkTheme } from './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export * as tokens from './tokens';
