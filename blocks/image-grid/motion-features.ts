// Loaded on demand by LazyMotion, so the layout-animation code stays out of the first bundle.
import { domMax } from "framer-motion";

export default domMax;
