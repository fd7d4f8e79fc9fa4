import UIKit

class ViewController: UIViewController {
    @IBOutlet weak var accountLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        accountLabel.text = Account.current.name
    }
}
