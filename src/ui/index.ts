import './theme/fonts';
import './theme/themes.css';

export { vars, lightTheme, darkTheme, sprinkles, tokens, type Sprinkles } from './theme';
export { Box, Stack, Inline, type BoxProps, type StackProps, type InlineProps } from './Box/Box';
export { Button, buttonVariants, buttonSizes, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button/Button';
