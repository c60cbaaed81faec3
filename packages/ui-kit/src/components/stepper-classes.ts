import styles from './Stepper.module.css';

/** The quantity steppers' pill and its minus and plus buttons (the cart's and the product page's). */
export const stepperClasses = { stepper: styles.stepper, step: styles.step };
