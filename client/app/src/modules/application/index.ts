/** What other modules (the case form) use of the application catalogue. */
export { ApplicationPicker, ApplicationPickerDialog, canChangeApplication } from './ApplicationPickerDialog';
export { ProductCard, ProductCard_product, useProductName, type CardProduct } from './ProductCard';
export { lacksPoints, pickerProducts } from './products';
