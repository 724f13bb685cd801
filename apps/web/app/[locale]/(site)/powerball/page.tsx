import { rootProductRoute } from '../_components/root-product-route';

/** /powerball (spec shell §2): a third-party product's page. */
const route = rootProductRoute('powerball');
export const generateMetadata = route.generateMetadata;
export default route.Page;
