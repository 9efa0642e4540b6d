// One chunk: Bootstrap's parts for the screens, then the portal's overrides of them, in this order.
import './screens.scss';
import './screens.css';
