import Glossa
