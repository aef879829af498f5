export { NO_REVIEWS, TestimonialSlider, type Testimonial, type TestimonialSliderProps } from './TestimonialSlider';
